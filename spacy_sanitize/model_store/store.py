"""The local model store: fetch a catalogue model, verify it, and find it again.

Models live under :func:`spacy_sanitize.resources.models_dir` (``$SPACY_SANITIZE_MODELS``, default
``~/.cache/spacy-sanitize/models``), one folder per catalogue name, with ``manifest.json`` recording
each installed model's files and their SHA-256. A model is found, in this order, through its
environment variable (``$SPACY_SANITIZE_LLM_GGUF``, ...), then the manifest; nothing else is
searched, so a pipeline behaves the same on every machine, and a missing model is reported at once
with the one command that fetches it, never by a network retry loop.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import MissingModelError
from ..resources import models_dir
from .catalog import CATALOG, LEGACY_KEYS, ModelSpec

MANIFEST = "manifest.json"
_CHUNK = 1 << 20


def spec_for(name: str) -> ModelSpec:
    """The catalogue entry ``name`` (old ``paths.env`` keys are accepted), or a ValueError listing the names."""
    name = LEGACY_KEYS.get(name, name)
    if name not in CATALOG:
        raise ValueError(f"unknown model {name!r}; the catalogue has: {', '.join(CATALOG)}")
    return CATALOG[name]


def _hash_file(digest: Any, path: Path) -> str:
    """``digest`` updated with the bytes of ``path``, read in chunks (a GGUF is a gigabyte)."""
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(_CHUNK), b""):
            digest.update(chunk)
    return str(digest.hexdigest())


def sha256_of(path: Path) -> str:
    return _hash_file(hashlib.sha256(), path)


def git_blob_sha1(path: Path) -> str:
    """The git object id of a file: what the Hub publishes as the checksum of a small (non-LFS) file."""
    return _hash_file(hashlib.sha1(f"blob {path.stat().st_size}\0".encode()), path)


def read_manifest(root: Path | None = None) -> dict[str, Any]:
    path = (root or models_dir()) / MANIFEST
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


def _write_manifest(manifest: dict[str, Any], root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    tmp = root / (MANIFEST + ".tmp")
    tmp.write_text(json.dumps(manifest, indent=2, sort_keys=True), encoding="utf-8")
    os.replace(tmp, root / MANIFEST)


def installed_path(name: str) -> Path | None:
    """Where the model ``name`` is: its environment variable's path if that exists, else the fetched copy."""
    spec = spec_for(name)
    configured = os.environ.get(spec.env_var)
    if configured and Path(configured).expanduser().exists():
        return Path(configured).expanduser()
    entry = read_manifest().get(spec.name)
    if entry:
        path = models_dir() / entry["path"]
        if path.exists():
            return path
    return None


def missing_model_message(name: str, needed_by: str) -> str:
    """What to run when ``needed_by`` finds no model ``name``."""
    spec = spec_for(name)
    return (f"{needed_by} needs the model {spec.name!r} ({spec.description}), and it is not installed. "
            f"Fetch it with `spacy-sanitize models fetch {spec.name}` ({spec.size_mb} MB from the Hugging Face "
            f"Hub; `--from PATH` installs a copy you already have), or set ${spec.env_var} to its "
            f"{'file' if spec.single_file else 'folder'}. `spacy-sanitize models` lists what each factory needs.")


def require(name: str, needed_by: str) -> Path:
    """:func:`installed_path`, or a :class:`MissingModelError` naming the command that fetches it."""
    path = installed_path(name)
    if path is None:
        raise MissingModelError(missing_model_message(name, needed_by))
    return path


def _check(spec: ModelSpec, folder: Path, published: dict[str, str | None]) -> dict[str, str]:
    """The SHA-256 of every file of ``spec`` in ``folder``, checked against the pinned and published sums."""
    sums: dict[str, str] = {}
    for file in spec.files:
        path = folder / file.path
        if not path.is_file():
            raise MissingModelError(f"{spec.name}: {file.path} is missing from {folder}")
        sums[file.path] = sha256_of(path)
        expected = [file.sha256, published.get(file.path)]
        for want in filter(None, expected):
            got = sums[file.path] if len(want) == 64 else git_blob_sha1(path)
            if got != want:
                raise MissingModelError(f"{spec.name}: {file.path} has checksum {got}, expected {want}; "
                                        "the file is damaged or not the catalogue's model (nothing was installed)")
    return sums


def _install(spec: ModelSpec, staged: Path, sums: dict[str, str], source: str) -> Path:
    root = models_dir()
    dest = root / spec.folder
    if dest.exists():
        shutil.rmtree(dest)
    os.replace(staged, dest)
    manifest = read_manifest(root)
    path = f"{spec.folder}/{spec.files[0].path}" if spec.single_file else spec.folder
    manifest[spec.name] = {"path": path, "files": sums, "source": source, "revision": spec.revision,
                           "fetched": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    _write_manifest(manifest, root)
    return root / path


def _staging(spec: ModelSpec) -> Path:
    staged = models_dir() / f".{spec.folder}.partial"
    if staged.exists():
        shutil.rmtree(staged)
    staged.mkdir(parents=True)
    return staged


def _place(source: Path, target: Path) -> None:
    """A hard link where the file system allows one (a GGUF is a gigabyte), else a copy."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def fetch_local(name: str, source: Path) -> Path:
    """Install a copy the user has: a model file (single-file models) or a folder with the model's files."""
    spec = spec_for(name)
    source = Path(source).expanduser()
    if not source.exists():
        raise FileNotFoundError(f"{source} does not exist")
    staged = _staging(spec)
    try:
        for file in spec.files:
            origin = source if source.is_file() and spec.single_file else source / file.path
            if not origin.is_file():
                raise MissingModelError(f"{spec.name}: {origin} is missing (the model needs "
                                        f"{', '.join(f.path for f in spec.files)})")
            _place(origin, staged / file.path)
        sums = _check(spec, staged, {})
        return _install(spec, staged, sums, f"local:{source}")
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def fetch_hub(name: str, endpoint: str | None = None, revision: str | None = None,
              report: Callable[[str], None] = lambda line: None) -> Path:
    """Download the model's files from the Hugging Face Hub (``endpoint``: another Hub, e.g. a mirror),
    verify each against the pinned checksum and the one the Hub publishes, then install it."""
    from huggingface_hub import get_hf_file_metadata, hf_hub_download, hf_hub_url

    spec = spec_for(name)
    revision = revision or spec.revision
    staged = _staging(spec)
    published: dict[str, str | None] = {}
    try:
        for file in spec.files:
            url = hf_hub_url(spec.repo_id, file.path, revision=revision, endpoint=endpoint)
            published[file.path] = get_hf_file_metadata(url, endpoint=endpoint).etag
            report(f"{spec.repo_id}/{file.path}")
            hf_hub_download(spec.repo_id, file.path, revision=revision, local_dir=staged, endpoint=endpoint)
        shutil.rmtree(staged / ".cache", ignore_errors=True)
        sums = _check(spec, staged, published)
        return _install(spec, staged, sums, f"hub:{spec.repo_id}@{revision}")
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def verify(name: str) -> list[str]:
    """What is wrong with the installed model ``name`` (nothing: an empty list)."""
    spec = spec_for(name)
    entry = read_manifest().get(spec.name)
    if not entry:
        return [f"{spec.name} is not installed"]
    folder = models_dir() / spec.folder
    problems = []
    for path, want in entry["files"].items():
        target = folder / path
        if not target.is_file():
            problems.append(f"{path} is missing")
        elif sha256_of(target) != want:
            problems.append(f"{path} changed since it was fetched (checksum mismatch)")
    return problems
