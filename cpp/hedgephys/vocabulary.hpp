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
