"""Split a ``.spacy`` DocBin by document into a training and a held-out part.

TAB has no training split here (see ``../shared/data/README.md``): a detector
is trained on ``tab_dev113.json`` alone, and the model selection and every
tuning decision need documents it was not trained on. :func:`split_docbin`
holds out a fixed number of whole documents, chosen by a seeded shuffle of
their ids, so that the same command always gives the same split and no
document is divided between the two parts (sentences of one judgment are far
from independent: names, dates and case numbers recur).

The split is a function of the *set* of document ids and the seed only, not
of the order of the Docs in the file: ids are sorted before the shuffle. Docs
keep their file order within each part, and their user data (``doc._.doc_id``,
span attributes) is kept, so :func:`~.corpus.gold_from_docs` still works on
either output.
"""

import random
from pathlib import Path

import spacy
from spacy.tokens import Doc, DocBin

PathLike = str | Path


def _doc_key(doc: Doc, index: int) -> str:
    """The id the split is drawn over: ``doc._.doc_id``, else the file position."""
    doc_id = doc._.doc_id if Doc.has_extension("doc_id") else None
    return str(doc_id) if doc_id is not None else f"#{index}"


def heldout_ids(doc_ids: list[str], heldout_docs: int = 17, seed: int = 0) -> set[str]:
    """The ids held out: the first ``heldout_docs`` of a seeded shuffle of the sorted ids."""
    if len(set(doc_ids)) != len(doc_ids):
        seen: set[str] = set()
        dup = next(i for i in doc_ids if i in seen or seen.add(i))  # type: ignore[func-returns-value]
        raise ValueError(f"document id {dup!r} appears twice; a split by document needs unique ids")
    if heldout_docs < 0 or heldout_docs > len(doc_ids):
        raise ValueError(f"heldout_docs must be between 0 and the number of documents ({len(doc_ids)}), got {heldout_docs}")
    order = sorted(doc_ids)
    random.Random(seed).shuffle(order)
    return set(order[:heldout_docs])


def split_docbin(
    input_path: PathLike,
    train_path: PathLike,
    heldout_path: PathLike,
    heldout_docs: int = 17,
    seed: int = 0,
    lang: str = "en",
) -> tuple[int, int]:
    """Write the Docs of ``input_path`` to ``train_path`` and ``heldout_path``.

    ``heldout_docs`` whole documents (chosen by :func:`heldout_ids` from the
    Docs' ``doc._.doc_id``, or their position in the file when a Doc has no
    id) go to ``heldout_path``, the others to ``train_path``. Returns
    ``(n_train, n_heldout)``.
    """
    input_path = Path(input_path)
    if not input_path.exists():
        raise FileNotFoundError(f"DocBin not found: {input_path}")
    # Importing the package registers doc._.doc_id and the span attributes,
    # so the user data stored with the Docs comes back readable.
    from .. import doc_model  # noqa: F401

    nlp = spacy.blank(lang)
    docs = list(DocBin(store_user_data=True).from_disk(input_path).get_docs(nlp.vocab))
    keys = [_doc_key(doc, i) for i, doc in enumerate(docs)]
    held = heldout_ids(keys, heldout_docs=heldout_docs, seed=seed)
    train_bin, held_bin = DocBin(store_user_data=True), DocBin(store_user_data=True)
    for key, doc in zip(keys, docs, strict=False):
        (held_bin if key in held else train_bin).add(doc)
    for path, doc_bin in ((train_path, train_bin), (heldout_path, held_bin)):
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        doc_bin.to_disk(path)
    return len(docs) - len(held), len(held)
