"""What the attack reports, per document and in total."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .linking import Link

# --------------------------------------------------------------------------- the attack


@dataclass
class ReidDocResult:
    """One original document's attack, for inspection (``report.documents``)."""

    doc_id: str
    claims: list[str]
    claim_source: str  # "llm", "sentences" or "mixed" (some chunks fell back) or "given"
    auxiliary: list[str]  # the claims given to the attacker, before paraphrasing
    queries: list[str]  # what the linker searched with (paraphrased auxiliary claims)
    link: Link
    linked_id: str
    judged_claims: list[str] = field(default_factory=list)
    ratings: list[int | None] = field(default_factory=list)  # per judged claim: mode of the samples
    mu: float | None = None
    lexical_link: Link | None = None
    lexical_mu: float | None = None
    lexical_mu_linked: float | None = None  # 1 - ROUGE-L against the main linker's document


@dataclass
class ReidReport:
    scores: dict[str, Any]
    documents: list[ReidDocResult]

    def claims(self) -> dict[str, list[str]]:
        """Claims per doc id: pass as ``claims=`` to attack other systems with the same claims."""
        return {d.doc_id: list(d.claims) for d in self.documents}

    def auxiliary(self) -> dict[str, list[str]]:
        """Queries per doc id: pass as ``auxiliary=`` to reuse the same (paraphrased) auxiliary information."""
        return {d.doc_id: list(d.queries) for d in self.documents}

    def to_dict(self) -> dict[str, Any]:
        return {"scores": self.scores, "documents": [asdict(d) for d in self.documents]}


