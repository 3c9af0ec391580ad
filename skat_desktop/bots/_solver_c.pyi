"""Types of the compiled open-hand search (skat_desktop/bots/_solver_c.c)."""

ENTRY_BYTES: int

class Table:
    def __init__(self, nbytes: int) -> None: ...
    def clear(self) -> None: ...
    @property
    def nbytes(self) -> int: ...
    @property
    def used(self) -> int: ...

class Search:
    nodes: int
    node_limit: int
    def __init__(
        self,
        table: Table,
        tag: int,
        is_null: bool,
        strength: list[int],
        follow: list[int],
        trumps: int,
        values: tuple[int, ...] | list[int],
        aborted: type[BaseException],
    ) -> None: ...
    @property
    def table(self) -> Table: ...
    def search(self, a: int, b: int, c: int, d: int, need: int = ..., left: int = ...) -> bool: ...
    def window(self, a: int, b: int, c: int, d: int, alpha: int, beta: int, left: int) -> int: ...
