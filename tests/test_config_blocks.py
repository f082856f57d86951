"""Every factory takes a few registered, validated config blocks, as spacy-llm and spacy-transformers do.

``spacy init fill-config`` shows every default of every block; a wrong key or a
wrong value is rejected when the pipeline is built, naming the key.
"""

import subprocess
import sys

import pytest
import spacy
from confection import ConfigValidationError

#: factory -> (minimal config, its blocks, one key of each block)
FACTORIES = {
    "intact_generalizer": ({"llm": None}, {"selection": "n_guesses", "matching": "ngram_size"}),
    "mtc_infiller": ({}, {"model": "store_mlm", "decoding": "order", "matching": "analysis_model"}),
    "clusant_substituter": ({}, {"privacy": "epsilon", "vocabulary": "casing"}),
    "linkage_guard": ({"index_path": "idx", "llm": None}, {"search": "max_arity", "rewriting": "max_rounds"}),
}


@pytest.mark.parametrize("factory", sorted(FACTORIES))
def test_the_filled_config_shows_every_block_default(factory):
    minimal, blocks = FACTORIES[factory]
    nlp = spacy.blank("en")
    nlp.add_pipe(factory, config=minimal)
    text = nlp.config.to_str()
    for block, key in blocks.items():
        assert f"[components.{factory}.{block}]" in text
        section = text.split(f"[components.{factory}.{block}]", 1)[1].split("\n[", 1)[0]
        assert f"\n{key} = " in section, section


@pytest.mark.parametrize("factory", sorted(FACTORIES))
def test_a_misspelt_key_is_rejected_with_its_name(factory):
    minimal, blocks = FACTORIES[factory]
    block, key = next(iter(blocks.items()))
    with pytest.raises(ConfigValidationError, match=f"{key}x"):
        spacy.blank("en").add_pipe(factory, config={**minimal, block: {f"{key}x": 1}})


@pytest.mark.parametrize(("factory", "block", "key", "value", "message"), [
    ("intact_generalizer", "selection", "strategy", "greedy", "strategy"),
    ("intact_generalizer", "selection", "n_candidates", "many", "n_candidates"),
    ("mtc_infiller", "decoding", "order", "backwards", "decoding must be one of"),
    ("clusant_substituter", "privacy", "epsilon", -1.0, "epsilon"),
    ("clusant_substituter", "vocabulary", "casing", "title", "casing"),
    ("linkage_guard", "search", "max_arity", 4, "max_arity"),
    ("linkage_guard", "rewriting", "phrase_marks", ["[", "]", "|"], "phrase_marks"),
])
def test_a_wrong_value_is_rejected_when_the_pipeline_is_built(factory, block, key, value, message):
    minimal, _ = FACTORIES[factory]
    with pytest.raises((ConfigValidationError, ValueError), match=message):
        spacy.blank("en").add_pipe(factory, config={**minimal, block: {key: value}})


@pytest.mark.parametrize("factory", sorted(FACTORIES))
def test_factories_take_a_few_settings(factory):
    default_config = spacy.blank("en").get_factory_meta(factory).default_config
    assert len(default_config) <= 10, sorted(default_config)


def test_spacy_init_fill_config_fills_the_blocks(tmp_path):
    base = tmp_path / "base.cfg"
    base.write_text('[nlp]\nlang = "en"\npipeline = ["mtc_infiller"]\n\n[components]\n\n'
                    '[components.mtc_infiller]\nfactory = "mtc_infiller"\n\n'
                    '[components.mtc_infiller.decoding]\n@misc = "spacy_sanitize.InfillDecoding.v1"\norder = "parallel"\n',
                    encoding="utf-8")
    filled = tmp_path / "filled.cfg"
    subprocess.run([sys.executable, "-m", "spacy", "init", "fill-config", str(base), str(filled)], check=True,
                   capture_output=True)
    text = filled.read_text(encoding="utf-8")
    assert 'order = "parallel"' in text and "top_k = 50" in text and "store_mlm = true" in text


def test_registered_scorers_take_their_functions_settings():
    """A scorer's settings are its scoring function's: defaults shown, types checked, unknown names refused."""
    import inspect

    from confection import Config
    from spacy.util import registry

    from spacy_sanitize.metrics.nmi import score_nmi

    make = registry.scorers.get("spacy_sanitize.nmi_scorer.v1")
    own = [p for p in inspect.signature(score_nmi).parameters if p not in ("docs", "device", "embedder")]
    assert list(inspect.signature(make).parameters) == own
    filled = registry.fill(Config().from_str('[s]\n@scorers = "spacy_sanitize.nmi_scorer.v1"\nk = 4\n'))
    assert filled["s"]["n_clusterings"] == 5 and filled["s"]["k"] == 4
    with pytest.raises(ConfigValidationError, match="k"):
        registry.resolve(Config().from_str('[s]\n@scorers = "spacy_sanitize.nmi_scorer.v1"\nk = "eight"\n'))
    with pytest.raises(TypeError):
        make(clusters=3)
    with pytest.raises(ValueError, match="linker"):
        registry.scorers.get("spacy_sanitize.semantic_reid_scorer.v1")(linker="fuzzy")
