"""``spacy-sanitize models``: what each factory needs, fetch it, verify it, show where it is."""

from __future__ import annotations

from pathlib import Path

import typer

from ..model_store.catalog import CATALOG
from ..resources import models_dir

models_app = typer.Typer(
    name="models",
    help="List, fetch and verify the models the factories need (stored under $SPACY_SANITIZE_MODELS, "
         "default ~/.cache/spacy-sanitize/models).",
    invoke_without_command=True,
    add_completion=False,
)

NAMES_HELP = f"catalogue names: {', '.join(CATALOG)}"

#: what ships inside the package: nothing to fetch
SHIPPED = (
    ("pii_detector", "the English CNN and the multilingual CNN (spacy_sanitize/data/detector*)"),
    ("mtc_infiller", "the masked LM (MiniLM, 8-bit; spacy_sanitize/data/mlm) and the MTC / SS-MTC phrase heads "
                     "(spacy_sanitize/data/mtc)"),
    ("clusant_substituter", "all-MiniLM-L6-v2 (8-bit; spacy_sanitize/data/minilm) and the LOC/ORG vocabulary with "
                            "its embeddings and clusters (spacy_sanitize/data/clusant_state)"),
)


@models_app.callback()
def list_models(context: typer.Context) -> None:
    """Each model: which factories use it, whether it is installed, and where."""
    if context.invoked_subcommand is not None:
        return
    from ..model_store.store import installed_path

    typer.echo(f"model store: {models_dir()}\n")
    for spec in CATALOG.values():
        path = installed_path(spec.name)
        state = f"installed: {path}" if path else f"missing - spacy-sanitize models fetch {spec.name}"
        typer.echo(f"{spec.name:<11} {spec.size_mb:>6} MB  used by {', '.join(spec.used_by)}\n"
                   f"            {spec.description}\n            {state}\n")
    typer.echo("shipped in the package (nothing to fetch):")
    for factory, what in SHIPPED:
        typer.echo(f"  {factory}: {what}")


@models_app.command("fetch")
def fetch_cli(
    names: list[str] = typer.Argument(..., help=NAMES_HELP),
    source: Path | None = typer.Option(None, "--from", help="install a copy you have (a model file or folder) "
                                                            "instead of downloading; one name only"),
    endpoint: str | None = typer.Option(None, help="another Hub (a mirror); default: huggingface.co or $HF_ENDPOINT"),
    revision: str | None = typer.Option(None, help="a Hub revision (branch, tag or commit) other than the catalogue's"),
) -> None:
    """Download models from the Hugging Face Hub (or install local copies), verify their checksums, record them."""
    from ..model_store.store import fetch_hub, fetch_local

    if source is not None and len(names) != 1:
        raise typer.BadParameter("--from installs one model; name exactly one")
    for name in names:
        try:
            path = (fetch_local(name, source) if source is not None
                    else fetch_hub(name, endpoint, revision, report=lambda line: typer.echo(f"  downloading {line}")))
        except (OSError, ValueError) as error:
            typer.echo(f"{name}: {error}", err=True)
            raise typer.Exit(1) from error
        typer.echo(f"{name}: verified and installed at {path}")


@models_app.command("path")
def path_cli(name: str = typer.Argument(..., help="a catalogue name")) -> None:
    """Print where the model is (exit status 1 when it is not installed)."""
    from ..model_store.store import installed_path

    path = installed_path(name)
    if path is None:
        typer.echo(f"{name} is not installed: spacy-sanitize models fetch {name}", err=True)
        raise typer.Exit(1)
    typer.echo(str(path))


@models_app.command("verify")
def verify_cli(names: list[str] = typer.Argument(None, help="catalogue names (default: every installed model)")) -> None:
    """Recompute the checksums of installed models against those recorded when they were fetched."""
    from ..model_store.store import read_manifest, verify

    wanted = names or sorted(read_manifest())
    failed = False
    for name in wanted:
        problems = verify(name)
        typer.echo(f"{name}: " + ("ok" if not problems else "; ".join(problems)))
        failed |= bool(problems)
    if failed:
        raise typer.Exit(1)
