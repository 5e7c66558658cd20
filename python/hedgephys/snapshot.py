"""Save and restore the state of a batch (or of chosen environments) exactly.

A snapshot is bytes: a magic word, a JSON header (format version, game,
character, fixes, the field names and dtypes, the number of environments), the
raw field arrays, and a CRC-32 of all of it. Restoring checks everything first
and changes nothing when the snapshot is corrupted or does not match the batch.
"""
from __future__ import annotations

import json
import struct
import zlib
from typing import Any, Optional, Union

import numpy as np
from numpy.typing import ArrayLike, NDArray

from .fields import PlayersLike
from .objects import Objects


MAGIC = b"HEDGESNP"
VERSION = 4  # 2: the objects part holds their state fields and a digest of their parameters;
#             3: and the per-environment state (the oscillators, objects.ENV_STATE);
#             4: and the level triggers (objects.ENV_STATE)


class SnapshotError(ValueError):
    """A snapshot that is corrupted or does not fit the batch it is restored into."""


def _indices(n: int, indices: Optional[ArrayLike]) -> NDArray[np.integer]:
    if indices is None:
        return np.arange(n)
    idx = np.asarray(indices)
    if idx.dtype == bool:
        if idx.shape != (n,):
            raise ValueError(f"a boolean selection must have shape ({n},), got {idx.shape}")
        return np.nonzero(idx)[0]
    if idx.dtype.kind not in "iu" or idx.ndim != 1:
        raise ValueError("indices must be a 1-D integer array or a boolean mask")
    if idx.size and (idx.min() < -n or idx.max() >= n):
        raise IndexError(f"environment index out of range for a batch of {n}")
    return idx % n if idx.size else idx


def _header(players: PlayersLike, count: int, objects: Optional[Objects] = None) -> dict[str, Any]:
    header: dict[str, Any] = {
        "version": VERSION,
        "game": players.game,
        "character": players.character,
        "fixes": sorted(players.fixes),
        "n": int(count),
        "fields": [[name, np.dtype(arr.dtype).str] for name, arr in vars(players.raw).items()],
        "objects": None,
    }
    if objects is not None:
        objects._check_players(players)
        header["objects"] = {
            "kinds": list(objects.kinds),
            # what the state depends on: the objects' sizes, routine parameters
            # and height pool (a sloped object's state indexes into the pool)
            "parameters": objects.parameters_digest(),
            "fields": [[name, np.dtype(arr.dtype).str] for name, arr in objects.state_arrays().items()],
        }
    return header


def _arrays(players: PlayersLike, objects: Optional[Objects] = None) -> list[NDArray[Any]]:
    """Every array of the snapshot in order: player fields (n,), then object
    fields (n_envs, count) and per-environment state; the first axis is the environment."""
    out = list(vars(players.raw).values())
    if objects is not None:
        out += list(objects.state_arrays().values())
    return out


def save(players: PlayersLike, indices: Optional[ArrayLike] = None, objects: Optional[Objects] = None) -> bytes:
    """Snapshot of the selected environments (all by default) as bytes:
    their players and, when given, their copy of the objects' state."""
    idx = _indices(players.n, indices)
    header = json.dumps(_header(players, len(idx), objects), sort_keys=True).encode()
    body = b"".join(np.ascontiguousarray(arr[idx]).astype(arr.dtype.newbyteorder("<")).tobytes()
                    for arr in _arrays(players, objects))
    blob = MAGIC + struct.pack("<I", len(header)) + header + body
    return blob + struct.pack("<I", zlib.crc32(blob))


def load(players: PlayersLike, data: Union[bytes, bytearray, memoryview], indices: Optional[ArrayLike] = None,
         objects: Optional[Objects] = None) -> None:
    """Restore a snapshot into the selected environments (all by default).

    The snapshot must come from a batch with the same game, character, fixes
    and fields, and hold as many environments as are selected.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("a snapshot is bytes (from Players.snapshot)")
    data = bytes(data)
    if len(data) < len(MAGIC) + 8 or not data.startswith(MAGIC):
        raise SnapshotError("not a hedgephys snapshot (bad magic)")
    (crc,) = struct.unpack("<I", data[-4:])
    if zlib.crc32(data[:-4]) != crc:
        raise SnapshotError("the snapshot is corrupted (checksum mismatch)")
    (hlen,) = struct.unpack("<I", data[len(MAGIC):len(MAGIC) + 4])
    start = len(MAGIC) + 4
    if start + hlen > len(data) - 4:
        raise SnapshotError(f"the snapshot's header length {hlen} runs past its {len(data)} bytes")
    try:
        header = json.loads(data[start:start + hlen])
    except (ValueError, RecursionError) as e:   # (RecursionError: JSON nested too deep)
        raise SnapshotError(f"the snapshot header is unreadable: {type(e).__name__}: {e}") from None
    if not isinstance(header, dict):
        raise SnapshotError(f"the snapshot header is a JSON {type(header).__name__}, not an object")
    idx = _indices(players.n, indices)
    want = _header(players, len(idx), objects)
    if header.get("version") != VERSION:
        raise SnapshotError(f"the snapshot has format version {header.get('version')!r}; this hedgephys "
                            f"reads version {VERSION} (take the snapshot again with this version)")
    wo, ho = want["objects"], header.get("objects")
    if wo is not None and isinstance(ho, dict) and ho.get("kinds") == wo["kinds"] \
            and ho.get("parameters") != wo["parameters"]:
        raise SnapshotError("the snapshot's objects have the same kinds but other parameters (sizes, "
                            "routine parameters or sloped heights) than these objects; restore it into "
                            "objects built from the same descriptions")
    for key in ("game", "character", "fixes", "fields", "objects"):
        if header.get(key) != want[key]:
            raise SnapshotError(f"the snapshot's {key} {header.get(key)!r} does not match this batch's "
                                f"{want[key]!r}")
    if header.get("n") != len(idx):
        raise SnapshotError(f"the snapshot holds {header.get('n')} environments but {len(idx)} are selected")
    body = memoryview(data)[start + hlen:-4]
    targets = _arrays(players, objects)
    values = []
    offset = 0
    for arr in targets:
        shape = (len(idx),) + arr.shape[1:]
        size = arr.dtype.itemsize * int(np.prod(shape))
        if offset + size > len(body):
            raise SnapshotError("the snapshot is truncated")
        values.append(np.frombuffer(body[offset:offset + size], dtype=arr.dtype.newbyteorder("<"))
                      .reshape(shape))
        offset += size
    if offset != len(body):
        raise SnapshotError("the snapshot has trailing bytes")
    # Everything checked: now write.
    for arr, value in zip(targets, values):
        arr[idx] = value


def arrays(players: PlayersLike, indices: Optional[ArrayLike] = None) -> dict[str, NDArray[Any]]:
    """The selected environments' raw fields as a dict of numpy copies."""
    idx = _indices(players.n, indices)
    return {name: arr[idx].copy() for name, arr in vars(players.raw).items()}
