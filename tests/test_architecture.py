"""The layer picture of docs/architecture.md, enforced: who may import whom.

Every import in ``spacy_sanitize`` (module level or inside a function) is
resolved to the module it names; a module may import only its own layer or
the layers below it, and nothing that is not training code may import
training code. A new module must be given a layer here, so that the picture
and the code cannot drift apart.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spacy_sanitize"

#: From the ground up; a layer imports only layers at or before its own position.
LAYERS = ("base", "llm", "methods", "components", "evaluation", "application", "experiments", "cli")

#: Module (dotted, relative to the package) or package prefix -> layer. The longest prefix wins.
LAYER_OF = {
    "__init__": "base",
    "doc_model": "base",
    "errors": "base",
    "normalise": "base",
    "reader_view": "base",
    "fail_closed": "base",
    "replacement": "base",
    "numbering": "base",
    "resources": "base",
    "builtin_minilm": "base",
    "long_runs": "base",
    "model_store": "base",
    "registered": "base",
    "records": "base",
    "data": "base",
    "registry": "base",
    "llm": "llm",
    "detection": "methods",
    "intact": "methods",
    "mtc": "methods",
    "clusant": "methods",
    "linkage": "methods",
    "mlm": "methods",  # training code: see TRAINING
    "components": "components",
    "metrics": "evaluation",
    "tab": "evaluation",
    "pipelines": "application",
    "batch": "application",
    "windows": "application",
    "tables": "application",
    "spark": "application",
    "experiments": "experiments",
    "experiments.cli": "cli",
    "experiments.__main__": "cli",
    "cli": "cli",
    "__main__": "cli",
}

#: Code that builds models and resources offline; it may use the methods, the methods never use it.
TRAINING = (
    "mlm",  # continuing MiniLM as a masked LM, packaging it
    "mtc.train",  # MTC / SS-MTC phrase heads
    "mtc.phrases",  # the phrase lists the heads are trained on
    "mtc.package",
    "clusant.build_vocab",  # the CluSanT vocabulary from a corpus
    "clusant.augment",
)


def _lookup(module: str, table: dict[str, str] | tuple[str, ...]) -> str | None:
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        if prefix in table:
            return table[prefix] if isinstance(table, dict) else prefix
    return None


def layer_of(module: str) -> str:
    layer = _lookup(module, LAYER_OF)
    if layer is None:
        raise AssertionError(f"spacy_sanitize.{module} has no layer: add it to LAYER_OF in {__file__}")
    return layer


def is_training(module: str) -> bool:
    return _lookup(module, TRAINING) is not None


def modules() -> list[tuple[str, Path]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        found.append((".".join(parts), path))
    return found


def imported_modules(module: str, path: Path) -> list[tuple[str, int]]:
    """Package-relative names of the package modules that ``module`` imports, with line numbers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    here = module.split(".") if module != "__init__" else []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = here if is_package else here[:-1]
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join(base + ([node.module] if node.module else []))
            elif node.module and node.module.startswith("spacy_sanitize"):
                target = node.module[len("spacy_sanitize"):].lstrip(".")
            else:
                continue
            names = [alias.name for alias in node.names]
            for name in names:  # "from . import x" imports the module x
                candidate = f"{target}.{name}" if target else name
                if (PACKAGE / Path(*candidate.split("."))).with_suffix(".py").exists():
                    found.append((candidate, node.lineno))
                    break
            else:
                found.append((target or "__init__", node.lineno))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("spacy_sanitize."):
                    found.append((alias.name[len("spacy_sanitize."):], node.lineno))
    return found


def violations() -> list[str]:
    problems = []
    for module, path in modules():
        own = layer_of(module)
        for target, line in imported_modules(module, path):
            where = f"spacy_sanitize/{path.relative_to(PACKAGE)}:{line}"
            if LAYERS.index(layer_of(target)) > LAYERS.index(own):
                problems.append(f"{where}: {own} module {module} imports {target} ({layer_of(target)})")
            if is_training(target) and not is_training(module):
                problems.append(f"{where}: runtime module {module} imports training code {target}")
    return problems


def test_every_module_has_a_layer():
    for module, _ in modules():
        layer_of(module)


def test_layers_import_only_downwards():
    problems = violations()
    assert not problems, "imports against the layer picture (docs/architecture.md):\n" + "\n".join(problems)


@pytest.mark.parametrize(
    ("module", "source", "expected"),
    [
        ("mtc.mlm", "from ..metrics.information_content import resolve_mlm\n", "metrics.information_content"),
        ("fail_closed", "from .detection.coref import name_words\n", "detection.coref"),
        ("linkage.view", "from . import ngrams\n", "linkage.ngrams"),
        ("components.base", "from spacy_sanitize.cli.main import app\n", "cli.main"),
    ],
)
def test_imports_are_resolved(tmp_path, module, source, expected):
    """The checker itself sees relative, absolute and "from . import x" imports (so the gate can fail)."""
    path = tmp_path / "module.py"
    path.write_text(source, encoding="utf-8")
    assert [target for target, _ in imported_modules(module, path)] == [expected]


def test_a_method_importing_a_metric_is_reported(tmp_path):
    path = tmp_path / "mlm.py"
    path.write_text("from ..metrics.information_content import resolve_mlm\n", encoding="utf-8")
    target, _ = imported_modules("mtc.mlm", path)[0]
    assert LAYERS.index(layer_of(target)) > LAYERS.index(layer_of("mtc.mlm"))


#: The longest a function may be (docstring included): longer ones are split into named steps.
MAX_FUNCTION_LINES = 80


def _functions(root: Path) -> list[tuple[str, int]]:
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                found.append((f"{path.relative_to(root.parent)}:{node.lineno} {node.name}", length))
    return found


def test_no_function_is_longer_than_80_lines():
    roots = (PACKAGE, PACKAGE.parent / "benchmarks")
    long = [f"{where} ({n} lines)" for root in roots for where, n in _functions(root) if n > MAX_FUNCTION_LINES]
    assert not long, "split these into named steps:\n" + "\n".join(long)


def test_one_class_per_name():
    """Two classes of one name (two ``Mention``s) make every import ambiguous to a reader."""
    seen: dict[str, list[str]] = {}
    for module, path in modules():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                seen.setdefault(node.name, []).append(module)
    repeated = {name: where for name, where in seen.items() if len(where) > 1}
    assert not repeated, repeated
