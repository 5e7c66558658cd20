"""Type stub of hedgephys._core, the compiled core (cpp/bindings/).

Private: the public, typed layer is the hedgephys package. Every name the
extension module exports is declared here and nothing else
(tests/test_core_stub.py checks both directions, and the parameter names).

Arrays are checked at the boundary: an argument typed ``NDArray[np.uint16]``
must be a C-contiguous numpy array of exactly that dtype (anything else raises
TypeError or ValueError, never converts); shapes are given in the comments.
Integer parameters take an int or anything with ``__index__`` (numpy
integers), never a float.
"""
from typing import Any, Optional, SupportsIndex, TypedDict

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "ObjectBatch", "PlayerBatch", "Terrain", "VOCABULARY", "anim_ids", "calc_angle", "cast", "env_observe",
    "env_step", "floor_angle", "ground_mode", "map_routine", "map_routine_names", "routine", "routine_names",
    "sample_window", "sine_table", "snap_limit", "step_stages",
]

# ----- register_trig.cpp ------------------------------------------------------------------

def sine_table(fixed: bool = False) -> NDArray[np.int16]:
    """The 256-entry sine table (fixed=True: entries 0x93/0xED = -115)."""

def calc_angle(x: NDArray[np.int16], y: NDArray[np.int16]) -> NDArray[np.uint8]:
    """CalcAngle over int16 arrays (rules/terrain §3): x, y shape (n,); returns (n,)."""

# ----- register_sensors.cpp ---------------------------------------------------------------

class Terrain:
    """A validated map: holds the cell and tile arrays, so in-place edits are seen."""

    def __init__(
        self,
        cells_a: NDArray[np.uint16],            # (rows, cols) cell words
        cells_b: NDArray[np.uint16] | None,     # (rows, cols), or None: layer B = layer A
        heights: NDArray[np.int8],              # (tiles, 16), -16..16
        widths: NDArray[np.int8],               # (tiles, 16), -16..16
        angles: NDArray[np.uint8],              # (tiles,), 1..4096 tiles
        wrap_x: SupportsIndex = 0,              # period in pixels, 0 = none
        wrap_y: SupportsIndex = 0,
        loops: NDArray[np.uint8] | None = None,  # (chunk rows, chunk cols) LoopKind codes
    ) -> None: ...

def cast(
    terrain: Terrain,
    x: NDArray[np.uint16],          # (n,) sensor pixels
    y: NDArray[np.uint16],          # (n,)
    direction: NDArray[np.uint8],   # (n,) 0 down, 1 right, 2 up, 3 left
    solidity: NDArray[np.uint8],    # (n,) 0 top, 1 lrb
    layer: NDArray[np.uint8],       # (n,) 0 a, 1 b
    angle_in: NDArray[np.uint8],    # (n,) the angle register before the cast
    cd_floor: bool,
) -> tuple[NDArray[np.int16], NDArray[np.uint8], NDArray[np.bool_], NDArray[np.uint16]]:
    """Cast sensors; returns (distance int16, angle register uint8, written bool, tile uint16)."""

# ----- register_players.cpp ---------------------------------------------------------------

def anim_ids(game: SupportsIndex, character: SupportsIndex) -> dict[str, int]: ...

class PlayerBatch:
    def __init__(self, n: SupportsIndex, game: SupportsIndex, character: SupportsIndex,
                 fixes: SupportsIndex) -> None: ...
    def set_level_bounds(self, on: bool, min_x: SupportsIndex, max_x: SupportsIndex,
                         max_y: SupportsIndex, locked: bool, wrap_y: SupportsIndex = 0,
                         min_y: SupportsIndex = 0) -> None: ...
    def set_camera_events(self, rows: NDArray[np.int32]) -> None:
        """(k, 9) int32 rows: routine, cond, flags, at, min_x, max_x, min_y, target_y, max_y."""
    def place_camera(self, mask: NDArray[np.bool_]) -> None: ...  # mask (n,)
    @property
    def camera_event_count(self) -> int: ...
    def set_water_events(self, rows: NDArray[np.int32], wobble: bool, start: SupportsIndex) -> None:
        """(k, 9) int32 rows: routine, cond, at, cond2, at2, flags, target, mean, speed."""
    @property
    def water_event_count(self) -> int: ...
    def set_ring_deaths(self, on: bool) -> None: ...
    @property
    def ring_deaths(self) -> bool: ...
    @property
    def n(self) -> int: ...
    @property
    def fixes(self) -> int: ...
    @property
    def anim_ids(self) -> dict[str, int]: ...
    @property
    def radii(self) -> tuple[int, int, int, int]:
        """(standing x, standing y, rolling x, rolling y) radii in pixels."""
    @staticmethod
    def field_names() -> list[str]: ...
    def field(self, name: str) -> NDArray[Any]:
        """A writable (n,) view of one field (dtype by field, player.hpp)."""
    def frame_casts(self, terrain: Terrain, index: SupportsIndex, buttons: SupportsIndex = 0) -> dict[str, NDArray[Any]]:
        """The casts player ``index`` makes in its next frame: arrays x, y (uint16), direction,
        solidity, layer, role (uint8) and distance (int16), one element per cast, in order."""
    def reset(self, mask: NDArray[np.bool_]) -> None: ...  # mask (n,)
    def step(
        self,
        terrain: Terrain,
        buttons: NDArray[np.uint8],          # (n,) one frame or (k, n) k frames
        objects: ObjectBatch | None = None,
        threads: SupportsIndex = 1,
        record: dict[str, NDArray[Any]] | None = None,  # field name -> writable (k, n) array
    ) -> None: ...

# ----- register_routines.cpp --------------------------------------------------------------

def routine_names() -> list[str]: ...
def routine(name: str, game: SupportsIndex, character: SupportsIndex, fixes: SupportsIndex,
            state: dict[str, int], held: SupportsIndex = 0) -> dict[str, int]: ...
def map_routine_names() -> list[str]: ...
def map_routine(name: str, terrain: Terrain, game: SupportsIndex, character: SupportsIndex,
                fixes: SupportsIndex, state: dict[str, int]) -> dict[str, int]: ...
def floor_angle(current: SupportsIndex, found: SupportsIndex, game: SupportsIndex) -> int: ...
def snap_limit(speed: SupportsIndex, game: SupportsIndex) -> int: ...
def ground_mode(angles: NDArray[np.uint8]) -> NDArray[np.uint8]: ...  # (n,) -> (n,)

# ----- register_vocabulary.cpp ------------------------------------------------------------

class _KindSpec(TypedDict):
    """One kind of the registry (cpp/hedgephys/object_kinds.hpp)."""

    code: int
    file: str  # the routine's file, from the repo root
    routine: str  # its update function, kind_update_<kind>
    states: dict[int, str]
    #: (name, field, lo, hi, default or None: required, choice names)
    params: tuple[tuple[str, str, int, int, Optional[int], tuple[str, ...]], ...]
    #: its traits ("oscillators", "lazy", "touch"): what else it does
    traits: tuple[str, ...]


class _Vocabulary(TypedDict):
    """Every named code and bit of the core (cpp/hedgephys/vocabulary.hpp)."""

    games: dict[str, int]
    characters: dict[str, int]
    buttons: dict[str, int]
    events: dict[str, int]
    reactions: dict[str, int]
    object_events: dict[str, int]
    cell_bits: dict[str, int]
    solidities: dict[str, int]
    directions: dict[str, int]
    loop_kinds: dict[str, int]
    sensor_roles: dict[str, int]
    ground_modes: dict[str, int]
    knuckles_states: dict[str, int]  # double_jump_flag values (knuckles.hpp HP_KNUX_STATES)
    contacts: dict[str, int]  # solid contact names (objects.hpp Contact)
    stage_tags: dict[str, int]  # stage name templates, {i}: the object index (objects.hpp StageTag)
    fixes: dict[str, tuple[int, str]]  # name -> (bit mask, what it fixes)
    object_kinds: dict[str, int]  # the registry's kinds, in code order
    state_names: dict[str, dict[int, str]]  # kind -> {code: name}, kinds with states
    object_kind_specs: dict[str, _KindSpec]
    button_mask: int
    monitor_sizes: dict[str, tuple[int, int]]  # game -> (wr, hr)
    game_traits: dict[str, dict[str, int]]  # game -> {trait: value} (rules.hpp GAME_TRAITS)
    game_trait_docs: dict[str, str]  # trait -> what it is
    observation_widths: dict[str, int]  # player, compact_player, compact_sensors, object (env.hpp)
    field_roles: dict[str, int]  # state, parameter, scratch, output (player.hpp HP_FIELD_ROLES)
    shields: dict[str, int]  # shield name -> status_secondary bits (shields.hpp HP_SHIELDS)
    player_field_roles: dict[str, str]  # field -> role, in the core's order
    object_field_roles: dict[str, str]  # field -> role, in the core's order


VOCABULARY: _Vocabulary

# ----- register_objects.cpp ---------------------------------------------------------------

class ObjectBatch:
    def __init__(
        self,
        envs: SupportsIndex,
        kinds: NDArray[np.uint8],       # (m,) object kinds
        positions: NDArray[np.uint32],  # (m, 2) x, y 16.16
        radii: NDArray[np.int32],       # (m, 2) width, height radius
        params: NDArray[np.int32],      # (m, 4) cx, hj, hs, aw
        extra: NDArray[np.int32],       # (m, 5) flags, reaction, heights offset, heights length, subtype
        motion: NDArray[np.int32],      # (m, 2) dx, dy in 1/256 px per frame
        pool: NDArray[np.uint8],        # (p,) the sloped objects' heights
        game: SupportsIndex = ...,      # the game code whose oscillator table is set up
    ) -> None: ...
    @property
    def envs(self) -> int: ...
    @property
    def count(self) -> int: ...
    @property
    def pool(self) -> bytes: ...
    @property
    def oscillators(self) -> NDArray[np.uint16]:
        """A writable (envs, 34) view of the oscillator tables (oscillators.hpp)."""
    @property
    def level_triggers(self) -> NDArray[np.uint8]:
        """A writable (envs, 16) view of the level triggers (level_triggers.hpp)."""
    @property
    def oscillators_used(self) -> bool: ...
    @staticmethod
    def field_names() -> list[str]: ...
    def field(self, name: str) -> NDArray[Any]:
        """A writable (envs, count) view of one field (dtype by field, objects.hpp)."""
    def update(self, players: PlayerBatch, env: SupportsIndex, index: SupportsIndex,
               terrain: Terrain) -> tuple[int, int, int, int]:
        """(code, contact 0 none / 1 side / 2 top / 3 bottom, xd, distance)."""
    def scan(self, players: PlayerBatch, env: SupportsIndex) -> None: ...

def step_stages(players: PlayerBatch, objects: ObjectBatch, terrain: Terrain,
                buttons: NDArray[np.uint8]) -> list[list[tuple[int, int, dict[str, int]]]]:
    """Per environment, (tag 0 player / 1 object:i / 2 object:i:solid, i, player fields)."""

# ----- register_window.cpp ----------------------------------------------------------------

def sample_window(
    image: NDArray[np.uint8],   # (planes * (height + 1) * (width + 1),)
    planes: SupportsIndex,
    height: SupportsIndex,
    width: SupportsIndex,
    x: NDArray[np.uint32],      # (n,)
    y: NDArray[np.uint32],      # (n,)
    layer: NDArray[np.uint8],   # (n,)
    dx: NDArray[np.int32],      # (w,)
    dy: NDArray[np.int32],      # (h,)
) -> NDArray[np.uint8]:
    """Terrain image samples around each player: shape (n, len(dy), len(dx)), uint8."""

# ----- register_env.cpp -------------------------------------------------------------------

# The terrain window of obs["terrain"] (hp::WindowImage and the window's offsets).
_Window = tuple[
    NDArray[np.uint8],   # image: (planes * (height + 1) * (width + 1),)
    SupportsIndex,       # planes: 1 or 2
    SupportsIndex,       # height: 0..65536 pixels
    SupportsIndex,       # width: 0..65536 pixels
    NDArray[np.int32],   # offsets: (side,) pixel offsets of the window's rows and columns
    NDArray[np.uint8],   # phases: (planes * stride * (height + 1) * ceil((width + 1) / stride),)
    SupportsIndex,       # stride: 1..65536
]

# The observation buffers (all written), by name: "player" float32 (n, 10),
# "terrain" uint8 (n, side, side) (needs the window), "objects" float32
# (n, k, 5), "compact" int32 (n, 11 + 8 + 5 * k); k: the nearest objects observed.

def env_step(
    players: PlayerBatch,
    terrain: Terrain,
    objects: ObjectBatch | None,
    buttons: NDArray[np.uint8],             # (n,)
    reset: NDArray[np.bool_] | None,        # (n,) those reset instead of stepped, or None: none
    start_x: NDArray[np.uint32],            # (n,) 16.16 words of the reset position
    start_y: NDArray[np.uint32],            # (n,)
    steps: NDArray[np.int64],               # (n,) written: steps of the episode
    reward: NDArray[np.float64],            # (n,) written
    terminated: NDArray[np.bool_],          # (n,) written
    truncated: NDArray[np.bool_],           # (n,) written
    frames: NDArray[np.int32],              # (n,) written: frames stepped
    events: NDArray[np.int64],              # (n,) written: event bits
    object_events: NDArray[np.int64] | None,  # (n,) written; read only with objects
    frame_skip: SupportsIndex,              # 1..65535 frames per step
    max_steps: SupportsIndex,               # truncated after this many steps, 0: never
    bottom: SupportsIndex,                  # terminated when the signed y word >= bottom
    zones: NDArray[np.int64],               # (count, 5) 16.16 words x0, y0, x1, y1, layer 0/1
    obs: dict[str, NDArray[Any]],
    window: _Window | None,                 # needed by obs["terrain"]
    record: dict[str, NDArray[Any]] | None,  # player field name -> written (frame_skip + 1, n) array
    threads: SupportsIndex,                 # 1..256
) -> None:
    """The vector environment's step: k frames (or a reset), reward, flags, info and observation
    of every environment, written into the given arrays."""

def env_observe(
    players: PlayerBatch,
    terrain: Terrain,
    objects: ObjectBatch | None,
    events: NDArray[np.int64],              # (n,) written
    object_events: NDArray[np.int64] | None,  # (n,) written; read only with objects
    obs: dict[str, NDArray[Any]],
    window: _Window | None,
    mask: NDArray[np.bool_] | None,         # (n,) the environments observed, or None: all
    threads: SupportsIndex,                 # 1..256
) -> None:
    """The observation and info of the environments of mask (None: all), without stepping."""
