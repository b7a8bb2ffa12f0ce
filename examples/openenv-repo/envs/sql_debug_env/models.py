from dataclasses import dataclass


@dataclass
class SqlAction:
    query: str
