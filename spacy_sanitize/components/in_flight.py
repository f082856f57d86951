"""Several documents in progress at once, yielded in input order.

Why: the LLM-backed components spend their time waiting for answers. Within a document, INTACT's
attacks form a chain (each sees the choices before it) and the linkage guard's rounds follow one
another, so a server that could answer 16-64 requests at once would get one at a time if documents
went through one after the other. Documents are independent, so several are kept in flight, each in
a thread of its own (the work between calls is short Python, the waiting is on sockets).

Each document runs in a copy of the caller's context (:mod:`contextvars`), so a numbering scope set
around the pipeline applies inside the threads as it does outside. Documents are read from the
stream in the caller's thread (earlier components run there), and results come out in input order:
the output of a run does not depend on which answer came first.
"""
from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Generic, TypeVar

In = TypeVar("In")
Out = TypeVar("Out")


#: documents read ahead per document in progress: a long document at the head of the line does not
#: leave the other threads idle while its turn to be yielded waits
READ_AHEAD = 4


def map_in_flight(function: Callable[[In], Out], items: Iterable[In], max_in_flight: int,
                  thread_name: str = "in-flight", cost: Callable[[In], float] | None = None) -> Iterator[Out]:
    """``function(item)`` for each item, up to ``max_in_flight`` at a time, yielded in the order of ``items``.

    Up to ``READ_AHEAD * max_in_flight`` items are taken from ``items`` ahead of the one yielded next, so
    that the threads keep working while a long item finishes. ``cost``: an estimate of an item's work;
    among the items read, the costliest starts first (longest-first scheduling: a long document started
    last would otherwise run alone at the end while the other threads idle). The order of the results
    does not change. An exception is raised when its item's turn comes (as a sequential loop would raise
    it); the items not yet started are then dropped and those in progress are waited for, so no thread
    outlives the call. ``max_in_flight`` 1 is a plain loop in the caller's thread.
    """
    if max_in_flight < 1:
        raise ValueError(f"max_in_flight must be at least 1, not {max_in_flight}")
    if max_in_flight == 1:
        for item in items:
            yield function(item)
        return
    scheduler: _Scheduler[In, Out] = _Scheduler(function, iter(items), max_in_flight, cost)
    pool = ThreadPoolExecutor(max_workers=max_in_flight, thread_name_prefix=thread_name)
    try:
        yield from scheduler.results(pool)
    finally:  # an error, or a consumer that stopped early: nothing is left running
        pool.shutdown(wait=True, cancel_futures=True)


class _Scheduler(Generic[In, Out]):
    """The bookkeeping of :func:`map_in_flight`: items read, started and finished, by input position."""

    def __init__(self, function: Callable[[In], Out], items: Iterator[In], max_in_flight: int,
                 cost: Callable[[In], float] | None) -> None:
        self.function = function
        self.items = items
        self.max_in_flight = max_in_flight
        self.cost = cost
        self.read: dict[int, tuple[float, In]] = {}  # read, not started: (cost, item) by input position
        self.futures: dict[int, Future[Out]] = {}  # started, not yielded
        self.n_read = 0
        self._next = 0  # the position yielded next
        self.exhausted = False

    def _read_ahead(self) -> None:
        while not self.exhausted and self.n_read - self._next < READ_AHEAD * self.max_in_flight:
            try:
                item = next(self.items)
            except StopIteration:
                self.exhausted = True
                return
            self.read[self.n_read] = (float(self.cost(item)) if self.cost is not None else 0.0, item)
            self.n_read += 1

    def _start(self, pool: ThreadPoolExecutor) -> None:
        running = sum(not f.done() for f in self.futures.values())
        while running < self.max_in_flight and self.read:
            position = min(self.read, key=lambda i: (-self.read[i][0], i))  # costliest first, then input order
            _, item = self.read.pop(position)
            self.futures[position] = pool.submit(contextvars.copy_context().run, self.function, item)
            running += 1

    def results(self, pool: ThreadPoolExecutor) -> Iterator[Out]:
        while True:
            self._read_ahead()
            self._start(pool)
            head = self.futures.get(self._next)
            if head is None and not self.read:
                return  # nothing read, nothing started: the input is exhausted
            if head is not None and head.done():
                del self.futures[self._next]
                self._next += 1
                yield head.result()
                continue
            wait([f for f in self.futures.values() if not f.done()], return_when=FIRST_COMPLETED)


def check_in_flight(max_in_flight: int, component: str) -> int:
    """``max_in_flight`` from a component's config, or a clear error."""
    if not isinstance(max_in_flight, int) or max_in_flight < 1:
        raise ValueError(f"{component}: max_in_flight must be a whole number of at least 1 (documents in progress "
                         f"at once with a server backend), got {max_in_flight!r}")
    return max_in_flight
