"""Strings and liberties of a position, from an engine's list_stones."""

from gtp import LETTERS, parse_vertex, vertex_name


def read_position(engine, size):
    """Return {(col,row): 'B'|'W'} from the engine's list_stones."""
    stones = {}
    for color, mark in (("black", "B"), ("white", "W")):
        for v in engine.send(f"list_stones {color}").split():
            stones[parse_vertex(v, size)] = mark
    return stones


def neighbours(p, size):
    c, r = p
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        q = (c + dc, r + dr)
        if 0 <= q[0] < size and 0 <= q[1] < size:
            yield q


def strings(stones, size):
    """List of (color, stones, liberties); stones and liberties as sets of (col,row)."""
    seen = set()
    out = []
    for p, color in stones.items():
        if p in seen:
            continue
        group, libs, todo = {p}, set(), [p]
        while todo:
            q = todo.pop()
            for n in neighbours(q, size):
                if n not in stones:
                    libs.add(n)
                elif stones[n] == color and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        out.append((color, group, libs))
    return out


def gnugo_order(points):
    """Vertex names in GNU Go's order: top row first, left to right."""
    return [vertex_name(c, r) for c, r in sorted(points, key=lambda p: (-p[1], p[0]))]


def first_stone(group):
    return gnugo_order(group)[0]
