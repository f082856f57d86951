"""The ``spacy-sanitize`` command line.

``sanitize`` reads text files, folders and JSONL, and writes JSONL with the
sanitized text and the edit log of every document; ``convert`` writes TAB
JSON as ``.spacy`` DocBins for ``spacy train``/``spacy evaluate``;
``score-spans`` scores any system's ``{doc_id: [[start, end, ...]]}`` output
with TAB's evaluation; ``build-index`` / ``compact-index`` write the n-gram index
of an original collection that ``linkage_guard`` searches.
"""

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer

from .models import models_app

app = typer.Typer(
    name="spacy-sanitize",
    help="Detect and rewrite personal information in text documents (spaCy pipelines).",
    no_args_is_help=True,
    add_completion=False,
)

app.add_typer(models_app, name="models")

#: Exit status when some documents failed (the others were written).
EXIT_SOME_FAILED = 2


@app.command("sanitize")
def sanitize_cli(
    inputs: list[Path] = typer.Argument(..., help="Text files (one document each), JSON or JSONL files (one per object or line), or folders of them."),
    output: Path = typer.Option(Path("-"), "--output", "-o", help="JSONL output file ('-' for standard output)."),
    model: str | None = typer.Option(None, "--model", "-m", help="A saved pipeline (path or package)."),
    config: Path | None = typer.Option(None, "--config", "-c", help="A pipeline config file to build the pipeline from."),
    strategy: str = typer.Option("entity_label", help="Replacement strategy of the default pipeline: entity_label or suppression."),
    lang: str = typer.Option("en", help="Language of the texts for the default pipeline: en, es, nl, de, it, fr or pt."),
    text_field: str = typer.Option("text", help="JSON/JSONL field holding the text."),
    id_field: str | None = typer.Option(None, help="JSON/JSONL field holding the document id (default: doc_id, else id)."),
    batch_size: int = typer.Option(16, help="Documents per batch."),
    n_process: int | None = typer.Option(None, help="Worker processes, started once for the whole run (results stay in input order). Default: one per core, or 1 when the pipeline has an LLM component (it owns a server connection or a GPU)."),
    max_chars: int = typer.Option(200_000_000, help="Longest document accepted, in characters (sets nlp.max_length); longer ones are reported, never cut."),
    window_chars: int = typer.Option(50_000, help="Documents longer than this are sanitized in windows of about this many characters (bounded memory, same numbering throughout)."),
    progress: bool = typer.Option(True, help="Show a progress bar on standard error."),
    resume: bool = typer.Option(False, help="Continue a killed run: keep the documents already in OUTPUT.partial."),
    columns: str | None = typer.Option(None, help="A table (CSV, TSV, Parquet, JSON/JSONL objects): sanitize these comma-separated columns and write the same format to OUTPUT, other columns unchanged, with a sanitize_error column."),
    json_path: list[str] = typer.Option([], "--json-path", help="JSON/JSONL: sanitize the strings at this JSONPath in each record (repeatable), e.g. '$.messages[*].content'."),
    edits: bool = typer.Option(False, "--edits/--no-edits", help="Tables: add each text column's edit log as JSON."),
    registry: Path | None = typer.Option(None, help="A collection registry (SQLite file, made if missing): the same entity gets the same pseudonym and surrogate in every document and run. Originals are kept only as keyed hashes."),
    reversible: bool = typer.Option(False, help="With --registry (when the file is made): also keep the originals encrypted, for `spacy-sanitize reveal`."),
    stateless: bool = typer.Option(False, help="Pseudonyms derived from a keyed hash of each entity, with no file: the same for every worker and run with the same secret."),
    registry_secret_env: str = typer.Option("SPACY_SANITIZE_REGISTRY_SECRET", help="Environment variable holding the registry secret (at least 16 characters)."),
) -> None:
    """Sanitize documents and write JSONL: {"id", "text", "edits", "spans"} or {"id", "error"}.

    The output is written as OUTPUT.partial and renamed when the run completes; --resume continues a
    run that was killed, writing every document exactly once."""
    from tqdm import tqdm

    from ..batch import sanitize_records
    from ..errors import SanitizeError
    from ..pipelines import default_processes, load_pipeline
    from ..records import read_records
    from ..tables.rows import RunOptions
    from .output import ResumableJsonl

    try:
        nlp = load_pipeline(model=model, config=config, strategy=strategy, lang=lang)
    except SanitizeError as error:  # an unsupported language, a missing model: the message says the fix
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from None
    nlp.max_length = max_chars
    if n_process is None:
        n_process = default_processes(nlp)
    opener = _registry_opener(registry, reversible, stateless, registry_secret_env)
    if columns or json_path:
        _sanitize_table_cli(nlp, inputs, output, columns, json_path, edits,
                            RunOptions(batch_size=batch_size, n_process=n_process, window_chars=window_chars,
                                       registry=opener))
        return
    out = ResumableJsonl(output, resume=resume)
    records = (r for r in read_records(inputs, text_field=text_field, id_field=id_field) if r.doc_id not in out.done)
    n_ok = n_failed = 0
    completed = False
    try:
        bar = tqdm(sanitize_records(nlp, records, batch_size=batch_size, n_process=n_process,
                                    window_chars=window_chars, registry=opener),
                   disable=not progress, unit="doc", file=sys.stderr)
        for result in bar:
            out.write(result)
            if "error" in result:
                n_failed += 1
                typer.echo(f"error: document {result['id']!r}: {result['error']}", err=True)
            else:
                n_ok += 1
        completed = True
    finally:
        if completed:
            out.finish()
        else:
            out.abandon()
    if out.done:
        typer.echo(f"resumed: {len(out.done)} documents were already written", err=True)
    typer.echo(f"{n_ok} documents sanitized, {n_failed} failed", err=True)
    if n_failed:
        raise typer.Exit(EXIT_SOME_FAILED)


def _registry_opener(path: Path | None, reversible: bool, stateless: bool, secret_env: str) -> Callable[[], Any] | None:
    """The registry options as an opener for sanitize_records (None without a registry), or exit with the fix."""
    if path is None and not stateless:
        if reversible:
            typer.echo("error: --reversible needs --registry FILE", err=True)
            raise typer.Exit(1)
        return None
    from ..registry import RegistryError, registry_opener

    try:
        return registry_opener(path, secret_env=secret_env, reversible=reversible, stateless=stateless)
    except RegistryError as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from None


def _sanitize_table_cli(nlp: object, inputs: list[Path], output: Path, columns: str | None, json_paths: list[str],
                        edits: bool, options: object) -> None:
    """``sanitize --columns/--json-path``: one table file in, the same format out."""
    from ..tables import sanitize_table_file

    if len(inputs) != 1 or str(output) == "-":
        typer.echo("error: a table is sanitized from one input file into one output file: "
                   "spacy-sanitize sanitize notes.csv --columns notes -o notes.sanitized.csv", err=True)
        raise typer.Exit(1)
    names = [c.strip() for c in (columns or "").split(",") if c.strip()]
    try:
        report = sanitize_table_file(nlp, inputs[0], output, columns=names, json_paths=json_paths,  # type: ignore[arg-type]
                                     edits=edits, options=options)  # type: ignore[arg-type]
    except (ValueError, ImportError, OSError) as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"{report.rows} rows ({report.cells} text cells) sanitized, {report.failed_rows} rows with an error",
               err=True)
    if report.failed_rows:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("reveal")
def reveal_cli(
    registry: Path = typer.Argument(..., help="A registry made with `sanitize --registry FILE --reversible`."),
    pseudonyms: list[str] = typer.Argument(..., help="Pseudonyms to map back, e.g. PERSON.3 ORG.1."),
    registry_secret_env: str = typer.Option("SPACY_SANITIZE_REGISTRY_SECRET", help="Environment variable holding the registry secret."),
) -> None:
    """For the data owner: the mentions as written behind each pseudonym (needs the registry's secret)."""
    from ..registry import EntityRegistry, RegistryError, read_secret

    if not registry.exists():
        typer.echo(f"error: no registry at {registry}", err=True)
        raise typer.Exit(1)
    try:
        opened = EntityRegistry(registry, read_secret(registry_secret_env))
        for pseudonym in pseudonyms:
            typer.echo(json.dumps({"pseudonym": pseudonym, "originals": opened.reveal(pseudonym)}, ensure_ascii=False))
    except RegistryError as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from None


@app.command("convert")
def convert_cli(
    input_path: Path = typer.Argument(..., exists=True, dir_okay=False, help="TAB JSON (official schema or the reconstruction)."),
    output_path: Path = typer.Argument(..., help="Output .spacy DocBin."),
    lang: str = typer.Option("en", help="Language of the blank tokenizer."),
    annotator: str | None = typer.Option(None, help="Annotator whose spans go into the Docs (official schema; default: the first)."),
    span_key: str = typer.Option("pii", help="Span group of the gold spans."),
    set_ents: bool = typer.Option(
        False,
        "--set-ents/--no-set-ents",
        help="Also set doc.ents (the longest non-overlapping gold spans), to train an ner component.",
    ),
) -> None:
    """Write TAB JSON as a .spacy DocBin (with user data) for spacy train / evaluate.

    A bad document (offsets out of range, span text that does not match) is
    reported and left out; the others are written, and the exit status is 2.
    """
    from ..tab.corpus import convert_tab

    errors: list = []
    n_docs = convert_tab(
        input_path, output_path, lang=lang, annotator=annotator, span_key=span_key, set_ents=set_ents, errors=errors
    )
    for error in errors:
        typer.echo(f"error: {error}", err=True)
    typer.echo(f"wrote {n_docs} documents to {output_path}, {len(errors)} left out", err=True)
    if errors:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("split")
def split_cli(
    input_path: Path = typer.Argument(..., exists=True, dir_okay=False, help="A .spacy DocBin (e.g. from convert)."),
    train_path: Path = typer.Argument(..., help="Output .spacy DocBin of the training documents."),
    heldout_path: Path = typer.Argument(..., help="Output .spacy DocBin of the held-out documents."),
    heldout_docs: int = typer.Option(17, help="Number of whole documents held out."),
    seed: int = typer.Option(0, help="Seed of the shuffle of the (sorted) document ids."),
    lang: str = typer.Option("en", help="Language of the blank vocab the Docs are read with."),
) -> None:
    """Split a DocBin by document (seeded, deterministic) into training and held-out parts."""
    from ..tab.split import split_docbin

    try:
        n_train, n_heldout = split_docbin(input_path, train_path, heldout_path, heldout_docs=heldout_docs, seed=seed, lang=lang)
    except ValueError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from err
    typer.echo(f"wrote {n_train} documents to {train_path}, {n_heldout} to {heldout_path}", err=True)


@app.command("score-spans")
def score_spans_cli(
    gold_path: Path = typer.Argument(..., exists=True, dir_okay=False, help="TAB JSON gold standard."),
    predictions: list[Path] = typer.Argument(..., help="Files of {doc_id: [[start, end, ...], ...]}."),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write all scores as JSON here."),
    gold_docs_only: bool = typer.Option(
        False, "--gold-docs-only",
        help="Score only the documents of the gold file (for outputs over every split, such as TAE's TAB_all_*.json); "
             "without it, a document absent from the gold is an error."),
) -> None:
    """Score systems' masked spans with TAB's evaluation (recall, precision, per type)."""
    from ..tab.corpus import read_gold
    from ..tab.evaluation import TabEvaluator, load_predictions

    evaluator = TabEvaluator(read_gold(gold_path))
    all_scores = {}
    for path in predictions:
        loaded = load_predictions(path)
        if gold_docs_only:
            kept = {doc_id: spans for doc_id, spans in loaded.items() if doc_id in evaluator.documents}
            typer.echo(f"{path.name}: {len(kept)} of {len(loaded)} documents are in the gold file", err=True)
            loaded = kept
        scores = evaluator.evaluate(loaded)
        all_scores[path.name] = scores
        typer.echo(f"== {path.name}")
        for key, value in scores.items():
            if isinstance(value, dict):
                typer.echo(f"  {key}: " + ", ".join(f"{k}={v:.3f}" for k, v in sorted(value.items())))
            elif isinstance(value, float):
                typer.echo(f"  {key}: {value:.4f}")
            elif value is not None:
                typer.echo(f"  {key}: {value}")
    if output is not None:
        output.write_text(json.dumps(all_scores, indent=2), encoding="utf-8")


@app.command("build-index")
def build_index_cli(
    inputs: list[Path] = typer.Argument(..., help="The original collection: JSON ({id: text} or a list of objects), JSONL, text files or folders of them."),
    output: Path = typer.Option(..., "--output", "-o", help="Index folder (created; see spacy_sanitize/linkage/INDEX_FORMAT.md)."),
    append: bool = typer.Option(False, "--append", help="Add the documents to an existing index (texts with a known id join that document)."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing index."),
    lang: str = typer.Option("en", help="Language of the spaCy tokenizer and sentencizer."),
    max_n: int = typer.Option(7, help="Longest n-gram in words (the paper: 7)."),
    text_field: str = typer.Option("text", help="JSON/JSONL field holding the text."),
    id_field: str | None = typer.Option(None, help="JSON/JSONL field holding the id (default: doc_id, else id)."),
    max_pairs: int = typer.Option(20_000_000, help="(n-gram, document) pairs held in memory before a segment is written (12 bytes each)."),
    compact_segments: bool = typer.Option(True, "--compact/--no-compact", help="Merge all segments into one at the end."),
    progress: bool = typer.Option(True, help="Report progress on standard error."),
) -> None:
    """Build (or extend) the n-gram index of an original collection for linkage_guard."""
    from ..linkage.build import build_index
    from ..linkage.index import IndexFormatError

    def report(n_texts: int) -> None:
        if n_texts % 1024 < 64:
            typer.echo(f"{n_texts} texts indexed", err=True)

    try:
        result = build_index(
            inputs, output, append=append, overwrite=overwrite, lang=lang, max_n=max_n, text_field=text_field,
            id_field=id_field, max_pairs=max_pairs, compact_segments=compact_segments,
            progress=report if progress else None,
        )
    except (IndexFormatError, ValueError) as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from err
    for doc_id, error in result.errors:
        typer.echo(f"error: document {doc_id!r}: {error}", err=True)
    typer.echo(
        f"indexed {result.n_texts} texts ({result.n_words} words) into {output}: {result.n_docs} documents "
        f"({result.n_new_docs} new), {result.n_keys} n-grams, {result.size_bytes / 1e6:.1f} MB, "
        f"{result.seconds:.1f} s; {len(result.errors)} left out",
        err=True,
    )
    if result.errors:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("compact-index")
def compact_index_cli(
    index: Path = typer.Argument(..., help="Index folder written by build-index."),
    max_pairs: int = typer.Option(20_000_000, help="Postings merged per pass (bounds memory: 12 bytes each)."),
) -> None:
    """Merge the segments of an index (after --append --no-compact) into one."""
    from ..linkage.index import IndexFormatError, compact

    try:
        manifest = compact(index, max_pairs=max_pairs)
    except IndexFormatError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from err
    typer.echo(f"{index}: {len(manifest['segments'])} segment(s), {manifest['n_docs']} documents", err=True)


if __name__ == "__main__":  # pragma: no cover
    app()
