"""Chat-LLM backends behind one interface (:class:`ChatLLM`).

Only the light base names are re-exported: backends live in their own modules
(``llama_cpp``, ``transformers_chat``, ``openai_http``) and import their heavy
libraries inside functions, because spaCy imports every ``spacy_misc`` entry
point module whenever a pipeline is built.
"""
from .base import ChatLLM, Completion, GenerationSettings, LLMError, LLMUsage, Message

__all__ = ["ChatLLM", "Completion", "GenerationSettings", "LLMError", "LLMUsage", "Message"]
