"""Test helper: a small world (tiles, map, player, objects) built straight
from a scenario-format dict, independent of hedgephys.scenario, so the object
golden tests pin the object routines themselves."""
import numpy as np

import hedgephys as hp
from hedgephys.objects import step_stages


def world_from_scenario(doc, fixes=None):
    tiles = hp.TileSet.from_dict(doc.get("tiles", {}))
    cells = np.array(doc["map"], dtype=np.uint16)
    terrain = hp.TileMap(cells, tiles)
    game = doc.get("game", "s2")
    fx = doc.get("fixes", []) if fixes is None else fixes
    players = hp.Players(1, game=game, character=doc.get("character", "sonic"), fixes=fx)
    p = doc["player"]
    players.place(x=p["x"], y=p["y"], x_speed=p.get("x_speed", 0), y_speed=p.get("y_speed", 0),
                  ground_speed=p.get("ground_speed", 0), angle=p.get("angle", 0),
                  grounded=p.get("grounded", False), rolling=p.get("rolling", False),
                  facing=p.get("facing", "right"))
    objs = []
    for o in doc.get("objects", []):
        t = o["type"]
        args = (o["x"], o["y"], o["width_radius"], o["height_radius"])
        if t == "solid":
            objs.append(hp.SolidBox(*args, motion=o.get("motion")))
        elif t == "platform":
            objs.append(hp.JumpThrough(*args, motion=o.get("motion")))
        elif t == "push_block":
            objs.append(hp.PushBlock(*args, motion=o.get("motion")))
        elif t == "monitor":
            objs.append(hp.Monitor(*args, motion=o.get("motion")))
        elif t == "hitbox":
            objs.append(hp.Hitbox(*args, reaction=o["reaction"], motion=o.get("motion")))
        elif t == "sloped":
            objs.append(hp.SlopedObject(*args, heights=o["heights"], platform=o.get("platform", False),
                                        motion=o.get("motion")))
    objects = hp.Objects(objs, 1, game=game)
    if p.get("on_object") is not None:
        players.raw.on_object[0] = p["on_object"]
        objects.raw.standing[0, p["on_object"]] = 1
    return terrain, players, objects


def frames_of(doc):
    out = []
    for btn, n in doc["inputs"]:
        out += [hp.buttons(btn)] * n
    return out


def run(doc, fixes=None, stages=False):
    """Frames after each step: player state dict (+ 'stages', 'objects', 'events')."""
    terrain, players, objects = world_from_scenario(doc, fixes)
    out = []
    for b in frames_of(doc):
        if stages:
            st = step_stages(players, terrain, np.array([b], np.uint8), objects)[0]
        else:
            players.step(terrain, np.array([b], np.uint8), objects=objects)
            st = None
        s = players.state(0)
        s["raw"] = {k: int(getattr(players.raw, k)[0]) for k in ("x", "y", "xsp", "ysp", "gsp")}
        s["objects"] = [(float(objects.x[0, i]), float(objects.y[0, i]), objects.state(i))
                        for i in range(len(objects))]
        s["events"] = players.events(0) + objects.events(0)
        s["stages"] = st
        out.append(s)
    return out
