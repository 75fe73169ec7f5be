"""流程脚本: conditions and listeners in the safe expression language (`engine/expressions.py`)."""
