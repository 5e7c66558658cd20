"""Test helper: the lift of Hydrocity's fans (Obj_HCZCGZFan's sub_2F15C,
s3.asm), shared by test_kind_s3_fan.py and test_kind_s3_fan_block.py."""


def fan_lift(subtype, osc, py, oy):
    """sub_2F15C's y change for a player at py over a fan at oy (None: out
    of its window), with osc the byte at Oscillating_table + $16."""
    low = ((subtype & 0xF) + 8) * 16
    total = (osc + py + low) & 0xFFFF
    if total < oy or total - oy >= low + 0x30:
        return None
    e = total - oy
    push = -e if e < low else 2 * (e - low) + 2 - low
    return push >> 6
