"""The methods the experiment compares: name -> factory, config overrides, LLM need, family.

Every method is one registered component configured through a spaCy config dict
(``nlp.add_pipe(factory, config=...)``), exactly as a user would add it to a pipeline,
so the numbers describe the shipped components and not experiment-only code paths.
Overrides are kept to what selects the published method; everything else is the
factory's default (which ``configs/*.cfg`` document).

Choices that are not obvious:

* ``santext`` and ``custext`` are Yue et al.'s and Chen et al.'s own mechanisms
  (``mechanism = "santext"`` / ``"custext"``) at the same ε as CluSanT, i.e. the
  published methods side by side with CluSanT. Their CluSanT-configuration forms
  (SanText = singleton clusters and k = 1 at ε/2; CusText = k = "inf") are one
  override away (see ``configs/clusant.cfg``).
* The DP methods get ``seed = 0``: reproducible, hence NOT private output. That is
  right for an experiment (and the component warns); never for a release.
* ``linkage_guard`` runs on another method's output (``on_base``): its input is the
  base run's edit log, and its own edits are added on top.
"""

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: The chat backend LLM-backed methods use; its settings are those of configs/intact.cfg / linkage.cfg.
LLAMA_CPP = "spacy_sanitize.LlamaCppChat.v1"

#: Families: the colour of a method in the plots and a column of the report.
FAMILIES = {
    "baseline": "masking baselines (suppression, entity label)",
    "generalisation": "truthful LLM generalisation (INTACT and its baselines)",
    "surrogate": "masked-LM surrogates (MTC family)",
    "dp": "metric-LDP substitution (CluSanT family)",
    "linkage": "protection against search-based linkage, on top of another method",
    "reference": "no sanitization",
}


@dataclass(frozen=True)
class Method:
    """One method of the comparison.

    ``config``: overrides of the factory's default config; ``needs_llm``: the component
    takes an ``llm`` backend (``--llm-model``, ``--llm-cache``); ``n_ctx``: the context the
    backend is given; ``on_base``: the method rewrites another method's output.
    """

    name: str
    factory: str
    config: Mapping[str, Any] = field(default_factory=dict)
    needs_llm: bool = False
    family: str = "baseline"
    description: str = ""
    n_ctx: int = 8192
    on_base: bool = False


def _method(name: str, factory: str, config: dict[str, Any], family: str, description: str, **kwargs: Any) -> Method:
    return Method(name=name, factory=factory, config=config, family=family, description=description, **kwargs)


_CLUSANT_SEED = {"privacy": {"seed": 0}}

#: The comparison, in the order the report lists it.
METHODS: dict[str, Method] = {
    m.name: m
    for m in (
        _method("suppression", "pii_replacer", {"strategy": {"@misc": "spacy_sanitize.Suppression.v1", "marker": ""}},
                "baseline", "every detected span removed (TAB's suppression baseline)"),
        _method("entity_label", "pii_replacer", {"strategy": {"@misc": "spacy_sanitize.EntityLabel.v1"}},
                "baseline", "entity type with a running number per entity (PERSON.1)"),
        _method("intact", "intact_generalizer", {"selection": {"strategy": "intact"}}, "generalisation",
                "INTACT: most specific generalisation the LLM attacker cannot reverse", needs_llm=True),
        _method("intact_most_specific", "intact_generalizer", {"selection": {"strategy": "most_specific"}}, "generalisation",
                "INTACT's baseline: always the most specific LLM candidate", needs_llm=True),
        _method("intact_least_specific", "intact_generalizer", {"selection": {"strategy": "least_specific"}}, "generalisation",
                "INTACT's baseline: always the least specific LLM candidate", needs_llm=True),
        _method("ns3", "mtc_infiller", {"method": "ns3"}, "surrogate", "three masks, decoded left to right (naive)"),
        _method("nad", "mtc_infiller", {"method": "nad"}, "surrogate", "one mask per wordpiece of the original (naive)"),
        _method("mtc", "mtc_infiller", {"method": "mtc"}, "surrogate", "multi-token completion with noun-phrase rows"),
        _method("ss_mtc", "mtc_infiller", {"method": "ss_mtc"}, "surrogate",
                "multi-token completion with sensitive-span rows (the paper's best)"),
        _method("santext", "clusant_substituter", {"mechanism": "santext", **_CLUSANT_SEED}, "dp",
                "SanText (Yue et al.): exponential mechanism over the whole vocabulary, whole ε"),
        _method("clusant", "clusant_substituter", {"mechanism": "clusant", **_CLUSANT_SEED}, "dp",
                "CluSanT: cluster then phrase, ε/2 each, push factor k = 32"),
        _method("custext", "clusant_substituter", {"mechanism": "custext", **_CLUSANT_SEED}, "dp",
                "CusText (Chen et al.): within the span's cluster only (no privacy across clusters)"),
        _method("linkage_guard", "linkage_guard", {"search": {"k": 3, "max_arity": 3}, "rewriting": {"max_rounds": 5}},
                "linkage",
                "rephrase, else redact, what a phrase search links back to the collection", needs_llm=True,
                n_ctx=4096, on_base=True),
    )
}

#: The reference every score file also holds: the detected documents, unchanged.
NONE = "none"
#: The method whose TRIR bounds the choice of linkage_guard's base (see :mod:`.choose_base`).
REFERENCE_BASELINE = "entity_label"


def get_method(name: str) -> Method:
    """The method called ``name``, or a ValueError listing the known ones."""
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; choose one of {', '.join(METHODS)}")
    return METHODS[name]


def family_of(name: str) -> str:
    """The family of a method name (``reference`` for ``none``, ``other`` if unknown)."""
    if name == NONE:
        return "reference"
    method = METHODS.get(name)
    return method.family if method is not None else "other"


def llm_config(
    model_path: str | None = None,
    cache_dir: str | None = None,
    threads: int | None = None,
    n_ctx: int = 8192,
) -> dict[str, Any]:
    """The llama.cpp backend block, with the sampling settings of configs/intact.cfg.

    ``model_path=None``: ``$SPACY_SANITIZE_LLM_GGUF`` or the model store's ``chat`` GGUF.
    ``cache_dir``: the on-disk call cache that makes a rerun (or a resumed run) cheap.
    """
    return {
        "@misc": LLAMA_CPP,
        "model_path": model_path or None,
        "temperature": 0.3,
        "seed": 0,
        "max_new_tokens": 512,
        "n_ctx": n_ctx,
        "n_threads": threads,
        "cache_dir": cache_dir or None,
    }


def component_config(
    method: Method,
    *,
    llm_model: str | None = None,
    llm_cache: str | None = None,
    threads: int | None = None,
    index: str | None = None,
    redact_only: bool = False,
) -> dict[str, Any]:
    """The config dict ``nlp.add_pipe(method.factory, config=...)`` gets.

    ``index``: the n-gram index folder ``linkage_guard`` searches (required there);
    ``redact_only``: ``linkage_guard`` without an LLM (``llm = null``, ``max_rounds = 0``):
    whatever links is redacted, nothing is rephrased.
    """
    config = copy.deepcopy(dict(method.config))
    if method.factory == "linkage_guard":
        if not index:
            raise ValueError("linkage_guard needs --index DIR: the n-gram index built by `spacy project run build-index`")
        config["index_path"] = str(index)
        if redact_only:
            config["llm"] = None
            config.setdefault("rewriting", {})["max_rounds"] = 0
            return config
    if method.needs_llm:
        config["llm"] = llm_config(llm_model, llm_cache, threads, n_ctx=method.n_ctx)
    return config


#: Settings that change how fast a run goes, never what it writes: left out when a resumed
#: run's config is compared with the one it started with.
RUNTIME_ONLY = ("n_threads", "cache_dir")


def identity_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """``config`` without :data:`RUNTIME_ONLY` settings, at any depth."""
    out: dict[str, Any] = {}
    for key, value in config.items():
        if key in RUNTIME_ONLY:
            continue
        out[key] = identity_config(value) if isinstance(value, Mapping) else value
    return out


__all__ = [
    "FAMILIES",
    "METHODS",
    "NONE",
    "REFERENCE_BASELINE",
    "Method",
    "component_config",
    "family_of",
    "get_method",
    "identity_config",
    "llm_config",
]
