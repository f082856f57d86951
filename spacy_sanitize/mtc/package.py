"""Ship a trained phrase head inside the package (``python -m spacy_sanitize.mtc.package training/mtc/ss_mtc``).

The head goes to ``spacy_sanitize/data/mtc/<kind>/`` (``--dest`` elsewhere),
where ``mtc_infiller`` finds it when its ``head`` setting is null. Only the
head's own files are copied (not the feature cache), and a head over
``--max-mb`` is refused: a package should not carry tens of megabytes of rows
(lower ``--max-phrases`` in build-phrases, or point ``head`` at the folder).
The head is only valid with the masked LM it was trained for (its
fingerprint is checked when the component loads).
"""

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from .head import HEAD_FILES, PhraseHead, default_head_dir


def package_head(source: Path, dest: Path | None = None, max_mb: float = 8.0) -> Path:
    """Copy the head files of ``source`` to ``dest`` (default: the package's folder for its kind)."""
    source = Path(source)
    head = PhraseHead.from_disk(source)  # validates the folder
    size_mb = sum((source / name).stat().st_size for name in HEAD_FILES) / 1e6
    if size_mb > max_mb:
        raise SystemExit(f"{source}: the head takes {size_mb:.1f} MB, over --max-mb {max_mb}; train it on fewer "
                         "phrases (build-phrases --max-phrases) or use it from its folder ([components.mtc_infiller] head)")
    dest = Path(dest) if dest is not None else default_head_dir(head.kind)
    tmp = dest.with_name(dest.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    for name in HEAD_FILES:
        shutil.copy2(source / name, tmp / name)
    if dest.exists():
        shutil.rmtree(dest)
    tmp.rename(dest)
    return dest


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m spacy_sanitize.mtc.package", description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="folder written by python -m spacy_sanitize.mtc.train")
    parser.add_argument("--dest", type=Path, default=None, help="default: spacy_sanitize/data/mtc/<kind>")
    parser.add_argument("--max-mb", type=float, default=8.0)
    args = parser.parse_args(argv)
    dest = package_head(args.source, args.dest, args.max_mb)
    print(f"shipped {args.source} as {dest}", file=sys.stdout)


if __name__ == "__main__":
    main()
