"""The camera's lag after a spin dash or a fire shield dash (docs/camera.md
"The spin dash's lag"): S2 Sonic_UpdateSpindash sets Horiz_scroll_delay_val to
$2000 - ((speed - $800) * 2 & $1F00) and ScrollHoriz then follows the x that
Sonic_RecordPos wrote to Sonic_Pos_Record_Buf (delay's high byte + 1) records
back, the delay $100 less each frame; S3K (s3.asm) the same with
H_scroll_frame_offset, Pos_table and MoveCameraX, and Sonic_FireShield's $2000
with Reset_Player_Position_Array. Golden traces against a reference written
here from those routines, hand figures, a property, and the checkout's text."""
import re

import numpy as np
import pytest
from helpers import DISASM_ROOT, disasm_read
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp

FULL = [16] * 16
CAPS = {"s2": 16, "s3k": 24, "s3": 24}  # ScrollHoriz +-16, MoveCameraX +-$18
MASK = {"s2": 0x3FFF, "s3k": 0x7FFF, "s3": 0x7FFF}


def world(cols=900, rows=20):
    tiles = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((rows, cols), np.uint16)
    c[15:, :] = 1  # a flat floor, top at y = 240
    return hp.TileMap(c, tiles)


def player(game, character="sonic", x=1000, bounds=(0, 12000, 1000)):
    p = hp.Players(1, game=game, character=character)
    p.set_level_bounds(bounds)
    p.place(x=x, y=240 - 1 - p.standing_radii[1])
    return p


class Reference:
    """ScrollHoriz / MoveCameraX with the lag, from the routines: a record of
    the x of every frame (the act's start fills it with x - $20)."""

    def __init__(self, game, cam, x0, bounds=(0, 12000)):
        self.game, self.cam, self.bounds = game, cam, bounds
        self.rec = [(x0 - 0x20) & 0xFFFF] * 64  # Obj01_Init_Continued / Sonic_Init_Continued
        self.delay = 0

    def frame(self, x):
        self.rec.append(x & 0xFFFF)  # Sonic_RecordPos, in the player's frame
        target = x
        if self.delay:
            self.delay = (self.delay - 0x100) & 0xFFFF
            back = (((self.delay >> 8) << 2) + 4) & 0xFF
            target = self.rec[len(self.rec) - back // 4] & MASK[self.game]
        d = ((target - self.cam + 0x8000) & 0xFFFF) - 0x8000 - 144
        cap = CAPS[self.game]
        if d < 0:
            n = self.cam + max(d, -cap)
            self.cam = n if n > self.bounds[0] else self.bounds[0]
        elif d - 16 >= 0:
            n = self.cam + min(d - 16, cap)
            self.cam = n if n < self.bounds[1] else self.bounds[1]
        return self.cam


def spin_dash(p, tm, presses=0, stand=40):
    """Stand, duck, start, charge with `presses` presses, release, roll: runs
    the frames; returns their buttons and each frame's (x, cam_x, |gsp|)."""
    buttons = [0] * stand + [hp.D, hp.D | hp.J] + [hp.D, hp.D | hp.J] * presses + [hp.D] + [0] * 50
    out = []
    for b in buttons:
        p.step(tm, np.array([b], np.uint8))
        out.append((int(p.raw.x[0] >> 16), int(p.raw.cam_x[0]), abs(int(p.raw.gsp[0]))))
    return buttons, out


def expected(game, out, x0, cam0, release):
    """The reference's camera for those frames, the lag set on the release
    frame from its speed: $2000 - ((speed - $800) * 2 & $1F00)."""
    ref = Reference(game, cam0, x0)
    cams = []
    for i, (x, _, speed) in enumerate(out):
        if i == release:
            ref.delay = (0x2000 - (((speed - 0x800) * 2) & 0x1F00)) & 0xFFFF
        cams.append(ref.frame(x))
    return cams


@pytest.mark.parametrize("game, character", [("s2", "sonic"), ("s3k", "sonic"), ("s3", "sonic"),
                                             ("s3k", "tails"), ("s3", "tails"), ("s3k", "knuckles")])
@pytest.mark.parametrize("presses", [0, 2, 8])
def test_spin_dash_lag_follows_the_position_record(game, character, presses):
    p = player(game, character)
    buttons, out = spin_dash(p, world(), presses)
    release = buttons.index(0, 40)
    assert out[release][2] >= 0x800 and out[release - 1][2] == 0
    assert [c for _, c, _ in out] == expected(game, out, 1000, 840, release)
    assert p.raw.scroll_delay[0] == 0  # 32 frames at most, long over


def test_golden_s2_sonic_the_camera_waits_16_frames():
    # $2000: frame j after the release reads the x of frame release - 31 + 2j,
    # the standing x until j = 15; without the lag it would move at j = 1.
    p = player("s2")
    buttons, out = spin_dash(p, world())
    r = buttons.index(0, 40)
    assert out[r][2] == 0x800
    cams = [c for _, c, _ in out[r:r + 20]]
    xs = [x for x, _, _ in out]
    assert xs[r] == 1000 and xs[r + 1] > 1000  # he moves from the frame after the release
    assert cams[:16] == [840] * 16
    assert cams[16] == 840 + min(16, xs[r + 1] - 1000)  # j = 16 reads frame r + 1


def test_delay_from_the_release_speed():
    # SpindashSpeeds[$3C2 >> 8] = $980: $2000 - ($180 * 2 & $1F00) = $1D00 on
    # the release frame, $1C00 after its ScrollHoriz has run
    p = player("s2")
    tm = world()
    for b in [0] * 5 + [hp.D, hp.D | hp.J, hp.D, hp.D | hp.J, hp.D, hp.D | hp.J, hp.D]:
        p.step(tm, np.array([b], np.uint8))
    assert p.raw.spindash_counter[0] == 0x3C2
    p.step(tm, np.array([0], np.uint8))
    assert p.raw.gsp[0] == 0x980 and p.raw.scroll_delay[0] == 0x1C00


def test_no_lag_for_sonic_2_tails():
    # S2 Tails_UpdateSpindash writes Horiz_scroll_delay_val_P2, which the
    # one-player camera does not read, and Tails_RecordPos his own buffer
    p = player("s2", "tails")
    _, out = spin_dash(p, world())
    ref = Reference("s2", 840, 1000)
    assert [c for _, c, _ in out] == [ref.frame(x) for x, _, _ in out]
    assert p.raw.scroll_delay[0] == 0 and p.raw.pos_rec_index[0] == 0


@pytest.mark.parametrize("game", ["s1", "cd"])
def test_no_lag_in_sonic_1(game):
    # MoveScreenHoriz has no delay: a delay written by hand is never read
    p = player(game)
    p.raw.scroll_delay[0] = 0x2000
    p.raw.cam_x[0] = 800
    tm = world()
    for cam in (816, 832, 840):
        p.step(tm, np.array([0], np.uint8))
        assert p.raw.cam_x[0] == cam
    assert p.raw.scroll_delay[0] == 0x2000 and p.raw.pos_rec_index[0] == 0


def test_record_starts_at_x_minus_0x20_and_advances_by_4():
    p = player("s2", x=1000)
    rec = np.concatenate([p.raw.pos_rec_0, p.raw.pos_rec_7]).view(np.uint16)
    assert rec.tolist() == [1000 - 0x20] * 8 and p.raw.pos_rec_index[0] == 0
    p.step(world(), np.array([0], np.uint8))
    assert p.raw.pos_rec_index[0] == 4 and p.raw.pos_rec_0.view(np.uint16)[0] == 1000
    # the lag reads an old entry: with the delay at $0500 the camera targets
    # the x recorded 5 + 1 frames before (the start's x - $20, left of the window)
    p.raw.scroll_delay[0] = 0x0600
    p.step(world(), np.array([0], np.uint8))
    assert p.raw.cam_x[0] == 840 - 16 and p.raw.scroll_delay[0] == 0x500


def test_no_bounds_no_lag_no_record():
    p = hp.Players(1, game="s2")
    p.place(x=1000, y=220)
    buttons = [hp.D, hp.D | hp.J, 0, 0]
    for b in buttons:
        p.step(world(), np.array([b], np.uint8))
    assert p.raw.scroll_delay[0] == 0 and p.raw.pos_rec_index[0] == 0


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_fire_dash_resets_the_record_and_lags(game):
    # Sonic_FireShield: $2000 and every entry the x he has (Reset_Player_Position_Array)
    p = player(game)
    p.place(x=1000, y=150, grounded=False, rolling=True, y_speed=-1)
    p.raw.jumping[0] = 1
    p.set_shield("fire")
    tm = world()
    p.step(tm, np.array([0], np.uint8))
    x_before = int(p.raw.x[0] >> 16)
    cam0 = int(p.raw.cam_x[0])
    p.step(tm, np.array([hp.J], np.uint8))
    assert p.raw.double_jump_flag[0] == 1 and p.raw.scroll_delay[0] == 0x1F00
    assert p.raw.pos_rec_index[0] == 4
    ref = Reference(game, cam0, 0)
    ref.rec = [x_before] * 64
    ref.delay = 0x2000
    xs, cams = [], []
    ref_cams = [ref.frame(int(p.raw.x[0] >> 16))]
    assert int(p.raw.cam_x[0]) == ref_cams[0]
    for _ in range(40):
        p.step(tm, np.array([0], np.uint8))
        xs.append(int(p.raw.x[0] >> 16))
        cams.append(int(p.raw.cam_x[0]))
        ref_cams.append(ref.frame(xs[-1]))
    assert cams == ref_cams[1:]
    assert cams[0] == cam0  # still reading the reset entries


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(["s2", "s3k"]), stand=st.integers(0, 70),
       presses=st.integers(0, 6), x=st.integers(400, 3000))
def test_property_camera_is_the_reference_and_the_lag_ends(game, stand, presses, x):
    p = player(game, x=x)
    cam0 = int(p.raw.cam_x[0])
    buttons, out = spin_dash(p, world(), presses, stand)
    release = buttons.index(0, stand)
    cams = expected(game, out, x, cam0, release)
    assert [c for _, c, _ in out] == cams
    assert p.raw.scroll_delay[0] == 0


pytestmark_disasm = pytest.mark.skipif(not DISASM_ROOT, reason="HEDGEPHYS_DISASM is not set")


@pytestmark_disasm
def test_checkout_s2_constants():
    text = disasm_read("s2", "s2.asm")
    scroll = text[text.index("\nScrollHoriz:"):]
    scroll = scroll[:scroll.index("; End of function")]
    assert "subi.w\t#$100,d1" in scroll and "andi.w\t#$3FFF,d0" in scroll and "addq.b\t#4,d1" in scroll
    spin = text[text.index("\nSonic_UpdateSpindash:"):]
    spin = spin[:spin.index("Obj01_Spindash_ResetScr")]
    assert re.search(r"andi\.w\s+#\$1F00,d0", spin) and re.search(r"addi\.w\s+#\$2000,d0", spin)
    rec = text[text.index("\nSonic_RecordPos:"):]
    assert "addq.b\t#4,(Sonic_Pos_Record_Index+1).w" in rec[:600]


@pytestmark_disasm
def test_checkout_s3_constants():
    text = disasm_read("s3k", "s3.asm")  # skdisasm holds s3.asm
    cam = text[text.index("\nMoveCameraX:"):]
    cam = cam[:cam.index("loc_1A584:")]
    assert "andi.w\t#$7FFF,d0" in cam and "subi.w\t#$100,d1" in cam
    fire = text[text.index("\nSonic_FireShield:"):]
    fire = fire[:fire.index("Sonic_LightningShield:")]
    assert "move.w\t#$2000,(H_scroll_frame_offset).w" in fire and "Reset_Player_Position_Array" in fire
    assert len(re.findall(r"addi\.w\s+#\$2000,d0\s+lea\s+\(H_scroll_frame_offset\)", text)) >= 3
