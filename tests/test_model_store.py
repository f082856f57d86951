"""The model store: fetch from a Hub (a local stand-in server speaking the Hub's download protocol)
or from a local copy, verify checksums, find models again, and fail fast with the command to run."""

from __future__ import annotations

import hashlib
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacy_sanitize.cli.main import app
from spacy_sanitize.errors import MissingModelError
from spacy_sanitize.model_store import catalog, store
from spacy_sanitize.model_store.catalog import ModelFile, ModelSpec

COMMIT = "0123456789abcdef0123456789abcdef01234567"
WEIGHTS = b"\x00weights\x01" * 1000
CONFIG = b'{"hidden": 4}'


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _blob_sha1(data: bytes) -> str:
    return hashlib.sha1(f"blob {len(data)}\0".encode() + data).hexdigest()


class StandInHub:
    """Serves ``/{repo}/resolve/{revision}/{path}`` like the Hub: the commit, the checksum (sha256 for the
    large file, git's sha1 for the small one) and the size in the headers of HEAD, the bytes on GET."""

    def __init__(self, files: dict[str, bytes], published: dict[str, str]) -> None:
        self.files, self.published, self.requests = files, published, []
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, body: bool) -> None:
                hub.requests.append((self.command, self.path))
                path = self.path.split("/resolve/", 1)[-1].split("/", 1)[-1]
                if path not in hub.files:
                    self.send_response(404)
                    self.send_header("X-Error-Code", "EntryNotFound")
                    self.end_headers()
                    return
                data = hub.files[path]
                self.send_response(200)
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{hub.published[path]}"')
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                if body:
                    self.wfile.write(data)

            def do_HEAD(self) -> None:  # noqa: N802 - http.server's naming
                self._answer(body=False)

            def do_GET(self) -> None:  # noqa: N802
                self._answer(body=True)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> StandInHub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()


@pytest.fixture()
def tiny_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModelSpec:
    """A two-file model in the catalogue, an empty store, no variables pointing anywhere."""
    spec = ModelSpec(name="tiny", description="a tiny test model", used_by=("a_factory",), repo_id="org/tiny",
                     files=(ModelFile("model.safetensors", _sha256(WEIGHTS)), ModelFile("sub/config.json")),
                     env_var="SPACY_SANITIZE_TEST_TINY", size_mb=1)
    monkeypatch.setitem(catalog.CATALOG, "tiny", spec)
    monkeypatch.setenv("SPACY_SANITIZE_MODELS", str(tmp_path / "store"))
    monkeypatch.delenv("SPACY_SANITIZE_TEST_TINY", raising=False)
    monkeypatch.setenv("HF_HUB_DISABLE_TELEMETRY", "1")
    return spec


def test_fetch_from_a_hub_verifies_each_file_and_records_it(tiny_spec: ModelSpec) -> None:
    files = {"model.safetensors": WEIGHTS, "sub/config.json": CONFIG}
    published = {"model.safetensors": _sha256(WEIGHTS), "sub/config.json": _blob_sha1(CONFIG)}
    with StandInHub(files, published) as hub:
        path = store.fetch_hub("tiny", endpoint=hub.endpoint)
    assert path == store.installed_path("tiny")
    assert (path / "model.safetensors").read_bytes() == WEIGHTS and (path / "sub" / "config.json").read_bytes() == CONFIG
    entry = store.read_manifest()["tiny"]
    assert entry["source"] == "hub:org/tiny@main" and entry["files"]["sub/config.json"] == _sha256(CONFIG)
    assert ("GET", "/org/tiny/resolve/main/model.safetensors") in hub.requests
    assert store.verify("tiny") == []
    (path / "model.safetensors").write_bytes(WEIGHTS + b"tampered")
    assert store.verify("tiny") == ["model.safetensors changed since it was fetched (checksum mismatch)"]


def test_a_file_that_does_not_match_its_checksum_is_not_installed(tiny_spec: ModelSpec) -> None:
    files = {"model.safetensors": WEIGHTS + b"!", "sub/config.json": CONFIG}
    published = {"model.safetensors": _sha256(WEIGHTS + b"!"), "sub/config.json": _blob_sha1(CONFIG)}
    with StandInHub(files, published) as hub, pytest.raises(MissingModelError, match="expected " + _sha256(WEIGHTS)):
        store.fetch_hub("tiny", endpoint=hub.endpoint)  # the pinned checksum wins over the Hub's
    published = {"model.safetensors": _sha256(WEIGHTS), "sub/config.json": _blob_sha1(b"another config")}
    with StandInHub({"model.safetensors": WEIGHTS, "sub/config.json": CONFIG}, published) as hub:
        with pytest.raises(MissingModelError, match="sub/config.json has checksum"):
            store.fetch_hub("tiny", endpoint=hub.endpoint)  # an unpinned file is checked against the Hub's sum
    assert store.installed_path("tiny") is None and store.read_manifest() == {}


def test_fetch_from_a_local_copy_and_the_variable_that_overrides_it(tiny_spec: ModelSpec, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "copy"
    (copy / "sub").mkdir(parents=True)
    (copy / "model.safetensors").write_bytes(WEIGHTS)
    (copy / "sub" / "config.json").write_bytes(CONFIG)
    path = store.fetch_local("tiny", copy)
    assert store.read_manifest()["tiny"]["source"] == f"local:{copy}" and store.installed_path("tiny") == path
    monkeypatch.setenv("SPACY_SANITIZE_TEST_TINY", str(copy))
    assert store.installed_path("tiny") == copy
    (copy / "model.safetensors").write_bytes(b"other weights")
    with pytest.raises(MissingModelError, match="damaged or not the catalogue's model"):
        store.fetch_local("tiny", copy)


def test_a_missing_model_fails_at_once_with_the_command_that_fetches_it(tiny_spec: ModelSpec) -> None:
    start = time.perf_counter()
    with pytest.raises(MissingModelError, match="spacy-sanitize models fetch tiny"):
        store.require("tiny", "a_factory")
    assert time.perf_counter() - start < 2.0
    with pytest.raises(ValueError, match="the catalogue has"):
        store.spec_for("no-such-model")
    assert store.spec_for("LLM_GGUF_0_5B").name == "chat-small"  # the old set-up's keys still name models


def test_the_models_command_lists_fetches_and_shows_paths(tiny_spec: ModelSpec, tmp_path: Path) -> None:
    runner = CliRunner()
    listing = runner.invoke(app, ["models"])
    assert listing.exit_code == 0 and "tiny" in listing.output and "spacy-sanitize models fetch tiny" in listing.output
    assert "chat" in listing.output and "shipped in the package" in listing.output
    assert runner.invoke(app, ["models", "path", "tiny"]).exit_code == 1
    model = tmp_path / "m"
    (model / "sub").mkdir(parents=True)
    (model / "model.safetensors").write_bytes(WEIGHTS)
    (model / "sub" / "config.json").write_bytes(CONFIG)
    fetched = runner.invoke(app, ["models", "fetch", "tiny", "--from", str(model)])
    assert fetched.exit_code == 0, fetched.output
    shown = runner.invoke(app, ["models", "path", "tiny"])
    assert shown.exit_code == 0 and shown.output.strip().endswith("tiny")
    assert runner.invoke(app, ["models", "verify", "tiny"]).output.strip() == "tiny: ok"
