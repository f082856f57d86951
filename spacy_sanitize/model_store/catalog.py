"""The models each factory needs, where they come from, and what their files must hash to.

One entry per model a user can fetch with ``spacy-sanitize models fetch NAME``. A file's ``sha256`` is
pinned where the project measured with exactly that file; a file fetched from the Hugging Face Hub is
also checked against the checksum the Hub publishes for it, so an unpinned file is still verified.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ModelFile:
    """One file of a model: its path in the Hub repository and, where pinned, its SHA-256."""

    path: str
    sha256: str | None = None


@dataclass(frozen=True)
class ModelSpec:
    """A model of the catalogue: ``files`` of ``repo_id`` at ``revision``, installed as ``folder``."""

    name: str
    description: str
    used_by: tuple[str, ...]
    repo_id: str
    files: tuple[ModelFile, ...]
    #: the environment variable that points at a copy of this model instead (a file or a folder)
    env_var: str
    revision: str = "main"
    size_mb: int = 0
    #: a single-file model (a GGUF) is used as its file; others as their folder
    single_file: bool = field(default=False)

    @property
    def folder(self) -> str:
        return self.name


CHAT = ModelSpec(
    name="chat",
    description="Qwen2.5-Coder-1.5B-Instruct, GGUF Q4_K_M: the default LLM of intact_generalizer and "
                "linkage_guard on a CPU (llama.cpp, ~30 tokens/s on 2 cores); the model of the measured results",
    used_by=("intact_generalizer", "linkage_guard"),
    repo_id="Qwen/Qwen2.5-Coder-1.5B-Instruct-GGUF",
    files=(ModelFile("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
                     "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"),),
    env_var="SPACY_SANITIZE_LLM_GGUF",
    size_mb=1066,
    single_file=True,
)
CHAT_SMALL = ModelSpec(
    name="chat-small",
    description="Qwen2.5-Coder-0.5B-Instruct, GGUF Q4_K_M: the perplexity scorer's model, and a fast, weak "
                "LLM for trying the LLM factories out",
    used_by=("perplexity_scorer",),
    repo_id="Qwen/Qwen2.5-Coder-0.5B-Instruct-GGUF",
    files=(ModelFile("qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
                     "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"),),
    env_var="SPACY_SANITIZE_LLM_GGUF_SMALL",
    size_mb=469,
    single_file=True,
)
EMBEDDER = ModelSpec(
    name="embedder",
    description="all-MiniLM-L6-v2 (sentence-transformers): embeds phrases that are not in clusant_substituter's "
                "shipped vocabulary, and the TPS, NMI and semantic re-identification metrics",
    used_by=("clusant_substituter", "tps_scorer", "nmi_scorer", "semantic_reid_scorer"),
    repo_id="sentence-transformers/all-MiniLM-L6-v2",
    files=tuple(ModelFile(path, sha) for path, sha in (
        ("model.safetensors", "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"),
        ("config.json", None), ("config_sentence_transformers.json", None), ("modules.json", None),
        ("sentence_bert_config.json", None), ("special_tokens_map.json", None), ("tokenizer.json", None),
        ("tokenizer_config.json", None), ("vocab.txt", None), ("1_Pooling/config.json", None))),
    env_var="SPACY_SANITIZE_EMBEDDER",
    size_mb=87,
)
CHAT_GPU = ModelSpec(
    name="chat-gpu",
    description="Qwen2.5-7B-Instruct (transformers): the LLM for a GPU, loaded in 4-bit NF4 by "
                "spacy_sanitize.TransformersChat.v1 (pip install 'spacy-sanitize[gpu]'; ~6 GB of GPU memory)",
    used_by=("intact_generalizer", "linkage_guard"),
    repo_id="Qwen/Qwen2.5-7B-Instruct",
    files=tuple(ModelFile(path) for path in (
        "config.json", "generation_config.json", "merges.txt", "vocab.json", "tokenizer.json",
        "tokenizer_config.json", "model.safetensors.index.json",
        *(f"model-0000{i}-of-00004.safetensors" for i in range(1, 5)))),
    env_var="SPACY_SANITIZE_LLM_HF",
    size_mb=15230,
)

#: every model ``spacy-sanitize models`` knows, by name
CATALOG: dict[str, ModelSpec] = {spec.name: spec for spec in (CHAT, CHAT_SMALL, EMBEDDER, CHAT_GPU)}
#: the keys of the old local ``paths.env`` set-up, read as catalogue names in configs (``model_key``)
LEGACY_KEYS = {"LLM_GGUF_1_5B": "chat", "LLM_GGUF_0_5B": "chat-small", "SENTENCE_EMBEDDER": "embedder"}
