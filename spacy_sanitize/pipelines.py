"""Ready-made pipelines: what ``spacy-sanitize sanitize`` runs by default."""

from pathlib import Path

from spacy.language import Language

from .model_store.catalog import CHAT

#: Replacement strategies the CLI offers by name.
STRATEGIES = {
    "entity_label": {"@misc": "spacy_sanitize.EntityLabel.v1"},
    "suppression": {"@misc": "spacy_sanitize.Suppression.v1"},
}


def default_pipeline(strategy: str = "entity_label", lang: str = "en") -> Language:
    """A blank pipeline with ``pii_detector`` and ``pii_replacer``: the embedded default."""
    import spacy

    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    nlp = spacy.blank(lang)
    nlp.add_pipe("pii_detector")
    nlp.add_pipe("pii_replacer", config={"strategy": STRATEGIES[strategy]})
    nlp.initialize()
    return nlp


def load_pipeline(model: str | Path | None = None, config: str | Path | None = None,
                  strategy: str = "entity_label", lang: str = "en") -> Language:
    """A saved pipeline (``model``), one built from a config file, or the default for ``lang``
    (a saved pipeline or a config carries its own language), with a tokenizer linear in the length
    of runs without spaces (:mod:`spacy_sanitize.long_runs`)."""
    import spacy
    from spacy.util import load_config, load_model_from_config

    from .long_runs import guard_long_runs

    if model is not None and config is not None:
        raise ValueError("give either a model or a config, not both")
    if model is not None:
        return guard_long_runs(spacy.load(model))
    if config is not None:
        nlp = load_model_from_config(load_config(Path(config)), auto_fill=True, validate=True)
        nlp.initialize()
        return guard_long_runs(nlp)
    return guard_long_runs(default_pipeline(strategy, lang=lang))


#: Components that call an LLM (a server connection or a GPU each): one process runs them. The model
#: catalogue says which factories use the chat model.
LLM_COMPONENTS = frozenset(CHAT.used_by)


def default_processes(nlp: Language) -> int:
    """Worker processes for ``nlp`` when the user names none: one per usable core, or 1 when the
    pipeline calls an LLM (forked copies of an in-process LLM would each hold the model, and a
    server is best fed from one process that keeps requests in flight)."""
    import os

    if any(factory in LLM_COMPONENTS for factory in (nlp.get_pipe_meta(name).factory for name in nlp.pipe_names)):
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)
