"""OpenEnv's own local validator (validate_multi_mode_deployment) over environment folders, as a process.

Usage: python3 bench/openenv-validator.py <path to openenv/cli/_validation.py> [env folder ...]
Loads the module from the OpenEnv sources by file path (the package's __init__ pulls in the whole CLI),
so only its own imports (requests, tomllib) must be installed. With no folder it only checks that it loads.
"""
import importlib.util
import sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("openenv_validation", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
failed = 0
for folder in sys.argv[2:]:
    ok, _issues = module.validate_multi_mode_deployment(Path(folder))
    failed += 0 if ok else 1
print(f"{len(sys.argv) - 2} environments, {failed} not ready")
