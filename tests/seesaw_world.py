"""Test helper: a one-player world around a seesaw at (OX, OY) and the
seesaw's tables (test_kind_s2.py for Sonic 2's Obj14, test_kind_s1_path.py
for Sonic 1's Object 5E)."""
import numpy as np

import hedgephys as hp

# byte_21C8E (the tilted seesaw, frame 0; mirrored in frame 2), byte_21CBF (level).
TILTED = [20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
          5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -14, -14, -14, -14]
LEVEL = 5
YOFFSETS = [-8, -28, -47, -28, -8]  # Obj14_YOffsets
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
OX, OY = 300, 200
HR = 19  # Sonic's standing y radius


def height(frame, px, ox=OX):
    """SlopedPlatform_cont / MvSonicOnSlope: the height under the player."""
    t = px - ox + 0x30
    if frame == 1:
        return LEVEL
    if frame == 2:
        t = 0x5F - t
    return TILTED[t >> 1]


def world(objs, x, y, ysp=0, game="s2"):
    players = hp.Players(1, game=game)
    players.place(x=x, y=y, y_speed=ysp / 256, grounded=False)
    return players, hp.Objects(objs, 1, game)


def frames(players, objects, n, buttons=0):
    """Each frame: the player's (y, ysp, airborne) and the objects' (x, y, xsp, ysp, phase)."""
    out = []
    for _ in range(n):
        players.step(EMPTY, np.full((n and 1, 1), buttons, np.uint8), objects=objects)
        r, o = players.raw, objects.raw
        out.append(dict(py=int(r.y[0]) >> 16, pysp=int(r.ysp[0]), air=int(r.airborne[0]),
                        anim=int(r.anim[0]), x=(o.x[0] >> 16).tolist(), y=(o.y[0] >> 16).tolist(),
                        xw=o.x[0].tolist(), yw=o.y[0].tolist(), xsp=o.xsp[0].tolist(),
                        ysp=o.ysp[0].tolist(), phase=o.phase[0].tolist(), standing=o.standing[0].tolist()))
    return out


def ball_flight(x, y, xsp, ysp, rest_y, limit=400, origin=OY + 0x10):
    """Obj14_Ball_Fly from the throw to the landing, in 16.16 words: each
    frame's (x, y, ysp) and the frame it lands on. rest_y(x_pixel) is the
    height it lands at on that side (the seesaw's frame then); origin: the
    ball's objoff_34 (S1 see_origY: the seesaw's y)."""
    x, y, out = x << 16, y << 16, []

    def move():
        nonlocal x, y, ysp
        x = (x + xsp * 256) & 0xFFFFFFFF
        y = (y + ysp * 256) & 0xFFFFFFFF
        ysp += 0x38

    while len(out) < limit:
        if ysp < 0:
            move()
            if origin - 0x2F <= y >> 16:
                move()
        else:
            move()
            if rest_y(x >> 16) <= y >> 16:
                out.append((x, y, ysp))
                return out
        out.append((x, y, ysp))
    return out
