"""Install a trained masked LM as TPS's default (``python -m spacy_sanitize.mlm.package_mlm training/mlm``).

The default location is :func:`spacy_sanitize.resources.default_mlm_path`:
``$SPACY_SANITIZE_MLM`` or ``~/.cache/spacy-sanitize/models/minilm-mlm``.
"""

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from ..resources import default_mlm_path

REQUIRED = ("config.json",)


def package_mlm(source: Path, dest: Path | None = None) -> Path:
    """Copy the model folder ``source`` to ``dest`` (default: the default MLM location), replacing it."""
    source = Path(source)
    missing = [name for name in REQUIRED if not (source / name).exists()]
    weights = list(source.glob("*.safetensors")) + list(source.glob("pytorch_model*.bin"))
    if missing or not weights:
        raise SystemExit(f"{source} is not a saved model (missing {missing or 'weights'}); run train-mlm first")
    dest = Path(dest).expanduser() if dest is not None else default_mlm_path()
    tmp = dest.with_name(dest.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    shutil.copytree(source, tmp)
    if dest.exists():
        shutil.rmtree(dest)
    tmp.rename(dest)
    return dest


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m spacy_sanitize.mlm.package_mlm", description=__doc__)
    parser.add_argument("source", type=Path, help="folder written by train_mlm")
    parser.add_argument("--dest", type=Path, default=None, help=f"default: {default_mlm_path()}")
    args = parser.parse_args(argv)
    dest = package_mlm(args.source, args.dest)
    print(f"installed {args.source} as {dest}", file=sys.stdout)


if __name__ == "__main__":
    main()
