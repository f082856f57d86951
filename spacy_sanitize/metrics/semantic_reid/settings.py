"""Names and choices shared by every stage of the semantic re-identification attack."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

PREFIX = "reid_"
LINKERS = ("dense", "bm25")
QUERY_MODES = ("majority", "single")
UNIT_KINDS = ("sentences", "claims")
JUDGED_CLAIMS = ("all", "non_auxiliary")

Embedder = Callable[[Sequence[str]], np.ndarray]

