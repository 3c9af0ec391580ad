"""Hand-written checks of parsed JSON: every failure names the place and what was expected."""

from __future__ import annotations

from typing import TypeAlias

from skat_desktop.storage.atomic import InvalidContent

JsonValue: TypeAlias = "bool | int | float | str | list[JsonValue] | dict[str, JsonValue] | None"
JsonObject: TypeAlias = "dict[str, JsonValue]"

MAX_STRING = 1_000_000
MAX_DEPTH = 64


def type_name(value: object) -> str:
    """The JSON word for a parsed value's type, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def expect_object(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise InvalidContent(f"has {type_name(value)} at {where} where an object belongs")
    return value


def expect_list(value: object, where: str, max_items: int = 1_000_000) -> list[object]:
    if not isinstance(value, list):
        raise InvalidContent(f"has {type_name(value)} at {where} where a list belongs")
    if len(value) > max_items:
        raise InvalidContent(f"has {len(value)} entries at {where}, more than {max_items}")
    return value


def expect_str(value: object, where: str, max_length: int = MAX_STRING) -> str:
    if not isinstance(value, str):
        raise InvalidContent(f"has {type_name(value)} at {where} where text belongs")
    if len(value) > max_length:
        raise InvalidContent(f"has text of {len(value)} characters at {where}, over {max_length}")
    return value


def expect_int(
    value: object, where: str, minimum: int | None = None, maximum: int | None = None
) -> int:
    # bool is an int subclass in Python, but true is not a number in a file.
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidContent(f"has {type_name(value)} at {where} where a whole number belongs")
    if minimum is not None and value < minimum:
        raise InvalidContent(f"has {value} at {where}, below the least allowed {minimum}")
    if maximum is not None and value > maximum:
        raise InvalidContent(f"has {value} at {where}, above the most allowed {maximum}")
    return value


def expect_bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidContent(f"has {type_name(value)} at {where} where true or false belongs")
    return value


def field(obj: dict[str, object], key: str, where: str) -> object:
    """A required member of an object."""
    if key not in obj:
        raise InvalidContent(f"lacks the field {key!r} in {where}")
    return obj[key]


def _fault(value: object, where: str, allow_float: bool, max_depth: int, max_string: int) -> str:
    """Describe the first place that is not plain data; the slow path, run only on failure."""
    stack: list[tuple[object, str, int]] = [(value, where, 0)]
    while stack:
        item, place, depth = stack.pop()
        if isinstance(item, list | dict) and depth >= max_depth:
            return f"is nested more than {max_depth} levels deep at {place}"
        if item is None or isinstance(item, bool | int):
            continue
        if isinstance(item, str):
            if len(item) > max_string:
                return f"has text of {len(item)} characters at {place}"
        elif isinstance(item, float):
            if not allow_float:
                return f"has a decimal number at {place} where none belongs"
        elif isinstance(item, list):
            stack.extend((child, f"{place}[{i}]", depth + 1) for i, child in enumerate(item))
        elif isinstance(item, dict):
            for key, child in item.items():
                if not isinstance(key, str):
                    return f"has a non-text key {key!r} at {place}"
                stack.append((child, f"{place}.{key}", depth + 1))
        else:
            return f"has {type_name(item)} at {place}"
    return f"is not plain data at {where}"


def check_plain_json(
    value: object,
    where: str,
    *,
    allow_float: bool = False,
    max_depth: int = MAX_DEPTH,
    max_string: int = MAX_STRING,
) -> JsonValue:
    """Check that a value holds only plain data (objects, lists, text, numbers, booleans, null).

    Iterative, so that depth is bounded by ``max_depth`` rather than by Python's stack.
    Decimal numbers are refused unless ``allow_float``: game data is whole numbers, and a
    float in a save points at a bug or an edited file. This runs on every save, so the
    common case is a tight loop on exact types; the place of a fault is found afterwards.
    """
    scalars: set[type] = {int, bool, str, type(None)}
    if allow_float:
        scalars.add(float)
    containers = (dict, list)
    ok = type(value) in containers or type(value) in scalars
    stack: list[tuple[object, int]] = [(value, 0)] if type(value) in containers else []
    strings: list[str] = [value] if isinstance(value, str) else []
    while stack and ok:
        item, depth = stack.pop()
        if depth >= max_depth:
            ok = False
            break
        if type(item) is dict:
            for key, child in item.items():
                kind = type(child)
                if type(key) is not str:
                    ok = False
                    break
                if kind in containers:
                    stack.append((child, depth + 1))
                elif kind is str:
                    strings.append(child)
                elif kind not in scalars:
                    ok = False
                    break
        else:
            for child in item:  # type: ignore[attr-defined]
                kind = type(child)
                if kind in containers:
                    stack.append((child, depth + 1))
                elif kind is str:
                    strings.append(child)
                elif kind not in scalars:
                    ok = False
                    break
    # One pass over collected strings beats a length check per string in the hot loop.
    if ok and strings and max(map(len, strings)) > max_string:
        ok = False
    if not ok:
        raise InvalidContent(_fault(value, where, allow_float, max_depth, max_string))
    return value  # type: ignore[return-value]
