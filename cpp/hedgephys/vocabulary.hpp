// The shared vocabulary: every set of named codes and bits that the Python
// layer also uses (games, characters, fixes, buttons, events, object kinds,
// cell bits, ...) is written once, as an X-macro list next to the concept it
// belongs to; the enum is made from the list, and the binding
// (register_vocabulary.cpp) exports the same list to Python, which builds its
// tables from it. Nothing is written twice.
//
// A list is `#define HP_<NAME>(X) X(Identifier, "python name", value) ...`.
#pragma once

#define HP_ENUM_VALUE(id, name, value) id = (value),
// The number of entries of a list (its codes are 0 .. count - 1 in list order):
// counts are derived, never typed after the list.
#define HP_COUNT_ONE(...) +1
#define HP_COUNT(LIST) (0 LIST(HP_COUNT_ONE))
