"""Collections beyond one machine, on Spark: a sanitizing pipeline over a DataFrame column, and
``linkage_guard``'s n-gram index built by the executors. Needs ``pip install 'spacy-sanitize[spark]'``
and a Java runtime; nothing here imports pyspark until it is called."""

from .index import build_index_spark
from .sanitize import load_once, output_columns, sanitize_dataframe

__all__ = ["build_index_spark", "load_once", "output_columns", "sanitize_dataframe"]
