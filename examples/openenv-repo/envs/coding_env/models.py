from dataclasses import dataclass


@dataclass
class CodeAction:
    code: str


@dataclass
class CodeObservation:
    stdout: str
    exit_code: int
