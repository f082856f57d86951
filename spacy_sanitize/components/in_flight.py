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
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

In = TypeVar("In")
Out = TypeVar("Out")


#: documents read ahead per document in progress: a long document at the head of the line does not
#: leave the other threads idle while its turn to be yielded waits
READ_AHEAD = 4


def map_in_flight(function: Callable[[In], Out], items: Iterable[In], max_in_flight: int,
                  thread_name: str = "in-flight") -> Iterator[Out]:
    """``function(item)`` for each item, up to ``max_in_flight`` at a time, yielded in the order of ``items``.

    Up to ``READ_AHEAD * max_in_flight`` items are taken from ``items`` ahead of the one yielded next, so
    that the threads keep working while a long item finishes. An exception is raised when its item's
    turn comes (as a sequential loop would raise it); the items not yet started are then cancelled and
    those in progress are waited for, so no thread outlives the call. ``max_in_flight`` 1 is a plain
    loop in the caller's thread.
    """
    if max_in_flight < 1:
        raise ValueError(f"max_in_flight must be at least 1, not {max_in_flight}")
    if max_in_flight == 1:
        for item in items:
            yield function(item)
        return
    pool = ThreadPoolExecutor(max_workers=max_in_flight, thread_name_prefix=thread_name)
    pending: deque[Future[Out]] = deque()
    try:
        for item in items:
            pending.append(pool.submit(contextvars.copy_context().run, function, item))
            if len(pending) >= READ_AHEAD * max_in_flight:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:  # an error, or a consumer that stopped early: nothing is left running
        pool.shutdown(wait=True, cancel_futures=True)


def check_in_flight(max_in_flight: int, component: str) -> int:
    """``max_in_flight`` from a component's config, or a clear error."""
    if not isinstance(max_in_flight, int) or max_in_flight < 1:
        raise ValueError(f"{component}: max_in_flight must be a whole number of at least 1 (documents in progress "
                         f"at once with a server backend), got {max_in_flight!r}")
    return max_in_flight
