"""Matrix products of the detector's CNN on numpy's BLAS instead of thinc's ``blis``.

thinc's CPU backend (``NumpyOps``) multiplies matrices with ``blis``, compiled
for a generic x86 target and single-threaded. The wheels of numpy ship
OpenBLAS with kernels chosen at run time for the CPU at hand (AVX2, AVX-512)
and threads over its cores: on a 2-core AVX-512 machine the tok2vec's
20,000 × 288 by 288 × 288 product takes 80 ms in ``blis``, 28 ms in one
OpenBLAS thread and 14 ms in two. The maxout layers are where the detector
spends most of its time, so this is most of its speed. Only ``gemm`` changes;
every other kernel stays thinc's, and the numbers differ only by float32
rounding.
"""

from typing import Any

from thinc.api import NumpyOps
from thinc.backends.ops import Ops


class BlasOps(NumpyOps):
    """``NumpyOps`` whose ``gemm`` is numpy's ``dot`` (the BLAS numpy was built with)."""

    name = "spacy_sanitize_blas"

    def gemm(self, x: Any, y: Any, *, out: Any = None, trans1: bool = False, trans2: bool = False) -> Any:
        return Ops.gemm(self, x, y, out=out, trans1=trans1, trans2=trans2)


def use_blas(nlp: Any) -> None:
    """Switch the CPU models of ``nlp``'s components to :class:`BlasOps` (GPU models are left alone)."""
    ops = BlasOps()
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is None or not hasattr(model, "walk"):
            continue
        for node in model.walk():
            if type(node.ops) is NumpyOps:
                node.ops = ops
