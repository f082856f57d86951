"""Command line of the experiment: ``python -m spacy_sanitize.experiments <step> ...``.

Typer, like the package's ``spacy-sanitize`` command. Each step reads and writes files
only, so ``spacy project`` can chain them with ``deps`` / ``outputs`` and skip what is
up to date; the steps themselves skip finished work (documents, metrics), so a rerun
after an interruption continues where it stopped.
"""

import logging
from pathlib import Path

import typer

from ..cli.main import EXIT_SOME_FAILED  # the package's: some documents (or metrics) failed, the others were written

app = typer.Typer(
    name="spacy_sanitize.experiments",
    help="Sanitize a collection with every method, score every metric, report the privacy-utility trade-off.",
    no_args_is_help=True,
    add_completion=False,
)


def _none_if_empty(value: str | None) -> str | None:
    """``spacy project`` passes an unset variable as an empty string: that means "the default"."""
    return value or None


def _logging() -> None:
    """Warnings from everyone, progress notes from the experiment's own modules."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("spacy_sanitize.experiments").setLevel(logging.INFO)


@app.command("detect")
def detect_cli(
    input_path: Path = typer.Argument(..., exists=True, dir_okay=False, help="JSON list of {doc_id, text, ...} (TAB)."),
    output: Path = typer.Option(..., "--output", "-o", help="Output .spacy DocBin (with user data)."),
    docs: int = typer.Option(0, help="The first N documents (0 = all)."),
    lang: str = typer.Option("en", help="Language of the blank pipeline."),
    progress: bool = typer.Option(True, help="Show a progress bar."),
) -> None:
    """Run the shipped pii_detector once over the collection; every method rewrites these spans."""
    from .detect import run_detect

    _logging()
    meta = run_detect(input_path, output, docs=docs or None, lang=lang, progress=progress)
    typer.echo(f"wrote {meta['n_docs']} documents ({meta['n_spans']} spans) to {output}; "
               f"{meta['seconds_per_doc']} s/doc; {len(meta['errors'])} failed", err=True)
    if meta["errors"]:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("sanitize")
def sanitize_cli(
    method: str = typer.Option(..., "--method", "-m", help="A method of spacy_sanitize/experiments/methods.py."),
    detected: Path = typer.Option(..., exists=True, dir_okay=False, help="DocBin written by detect."),
    output: Path = typer.Option(..., "--output", "-o", help="Run folder (edits.jsonl, meta.json)."),
    docs: int = typer.Option(0, help="The first N detected documents (0 = all)."),
    base: Path | None = typer.Option(None, help="Run folder of the method this one rewrites (linkage_guard)."),
    base_file: Path | None = typer.Option(
        None, help="A file naming the base method (choose-base's output); the base is that run beside --output."),
    index: str | None = typer.Option(None, help="linkage_guard: the n-gram index folder (build-index)."),
    llm_model: str | None = typer.Option(None, help="GGUF of the LLM-backed methods (empty: the default local model)."),
    llm_cache: str | None = typer.Option(None, help="Folder of the on-disk LLM call cache."),
    threads: int | None = typer.Option(None, help="CPU threads for the LLM / torch."),
    redact_only: bool = typer.Option(False, "--redact-only", help="linkage_guard without an LLM: redact what links."),
    progress: bool = typer.Option(True, help="Show a progress bar."),
) -> None:
    """Apply one method to the detected documents; finished documents are kept and skipped on a rerun."""
    from .sanitize import read_base_name, run_sanitize

    _logging()
    if base is None and base_file is not None:
        base = output.parent / read_base_name(base_file)
    try:
        summary = run_sanitize(
            method, detected, output, docs=docs or None, base=base, index=_none_if_empty(index),
            llm_model=_none_if_empty(llm_model), llm_cache=_none_if_empty(llm_cache), threads=threads or None,
            redact_only=redact_only, progress=progress,
        )
    except (ValueError, FileNotFoundError) as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from error
    typer.echo(f"{summary.method}: {summary.n_done_before} documents already done, {summary.n_done_now} now, "
               f"{len(summary.errors)} failed, {len(summary.skipped_without_base)} not in the base; "
               f"{summary.output}", err=True)
    if summary.errors:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("choose-base")
def choose_base_cli(
    scores: Path = typer.Option(..., help="Folder of score files (NAME.json)."),
    output: Path = typer.Option(..., "--output", "-o", help="File to write the chosen method's name to."),
    view: str = typer.Option("subset", help="View whose TPS and TRIR decide: subset or all."),
) -> None:
    """Pick linkage_guard's base: the highest TPS among methods with TRIR no higher than entity label's."""
    from .choose_base import run_choose_base

    name, reason = run_choose_base(scores, output, view=view)
    typer.echo(f"linkage_guard base: {name} ({reason['rule']}, view {reason.get('view', '-')})", err=True)


@app.command("score")
def score_cli(
    runs: Path = typer.Option(..., help="Folder of run folders (runs/NAME/edits.jsonl)."),
    detected: Path = typer.Option(..., exists=True, dir_okay=False, help="DocBin written by detect."),
    methods: str = typer.Option(..., help="Comma-separated methods to score (a 'none' reference is added)."),
    output: Path = typer.Option(..., "--output", "-o", help="Folder of score files (NAME.json)."),
    metrics: str = typer.Option("tps,nmi,trir,reid,linkage,ppl,ner", help="Comma-separated metrics."),
    subset_docs: int = typer.Option(10, help="Documents of the subset view (the first N every method covers)."),
    background: list[Path] = typer.Option([], help="TRIR's background knowledge ({doc_id: text} JSON); repeatable."),
    index: str | None = typer.Option(None, help="Linkage risk: the n-gram index folder."),
    ppl_model: str | None = typer.Option(None, help="GGUF for perplexity (empty: the local 0.5B)."),
    reid_llm: str | None = typer.Option(None, help="GGUF for claims and judgements of the semantic attack "
                                                      "(empty: sentence claims, no semantic distance)."),
    reid_max_claims: int = typer.Option(0, help="Claims the semantic attack's judge rates per document "
                                                "(a seeded sample; 0 = all): a CPU budget knob."),
    llm_cache: str | None = typer.Option(None, help="Folder of the on-disk LLM call cache."),
    threads: int | None = typer.Option(None, help="CPU threads for the LLM / torch."),
    strict: bool = typer.Option(False, "--strict", help="Exit with status 2 when a metric failed."),
) -> None:
    """Compute the metrics of each method's run in the all and subset views (cached by an edits fingerprint)."""
    from .score import METRICS, parse_list, run_score

    _logging()
    from .methods import METHODS

    try:
        summary = run_score(
            runs, detected, parse_list(methods, list(METHODS) + ["none"], "method"), output,
            metrics=parse_list(metrics, METRICS, "metric"), subset_docs=subset_docs, background=background,
            index=_none_if_empty(index), ppl_model=_none_if_empty(ppl_model), reid_llm=_none_if_empty(reid_llm),
            reid_max_claims=reid_max_claims or None,
            llm_cache=_none_if_empty(llm_cache), threads=threads or None,
            log=lambda line: typer.echo(line, err=True),
        )
    except (ValueError, FileNotFoundError) as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from error
    typer.echo(f"subset view: {len(summary.subset)} documents; {len(summary.computed)} scores computed, "
               f"{len(summary.cached)} cached, {len(summary.errors)} failed", err=True)
    for name, view, metric, message in summary.errors:
        typer.echo(f"warning: {name} / {view} / {metric}: {message}", err=True)
    if summary.errors and strict:
        raise typer.Exit(EXIT_SOME_FAILED)


@app.command("report")
def report_cli(
    scores: Path = typer.Option(..., help="Folder of score files (NAME.json)."),
    runs: Path = typer.Option(..., help="Folder of run folders."),
    detected: Path = typer.Option(..., exists=True, dir_okay=False, help="DocBin written by detect."),
    output: Path = typer.Option(..., "--output", "-o", help="Folder for summary.md/json, plots, compare.html."),
    plots: bool = typer.Option(True, help="Draw the plots (needs matplotlib)."),
) -> None:
    """Write the summary tables, the reading of the trade-off, the plots and the displaCy comparison page."""
    from .report import run_report

    try:
        result = run_report(scores, runs, detected, output, plots=plots)
    except FileNotFoundError as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(1) from error
    for path in result.files:
        typer.echo(f"wrote {path}", err=True)
    typer.echo(result.reading, err=True)
    if result.plot_error:
        typer.echo(f"error: {result.plot_error} (or pass --no-plots)", err=True)
        raise typer.Exit(1)


__all__ = ["EXIT_SOME_FAILED", "app"]
