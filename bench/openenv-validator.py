"""OpenEnv's own local validator (validate_multi_mode_deployment) over environment folders, as a process.

Usage: python3 bench/openenv-validator.py <path to openenv/cli/_validation.py> [--json] [env folder ...]
(--json: print {folder: ready} instead of the count; a folder the CLI crashes on is not ready.)
Loads the module from the OpenEnv sources by file path (the package's __init__ pulls in the whole CLI),
so only its own imports (requests, tomllib) must be installed. With no folder it only checks that it loads.
"""
import importlib.util
import sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("openenv_validation", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
as_json = len(sys.argv) > 2 and sys.argv[2] == "--json"
folders = sys.argv[3:] if as_json else sys.argv[2:]
failed = 0
ready = {}
for folder in folders:
    try:
        ok = bool(module.validate_multi_mode_deployment(Path(folder))[0])
    except Exception:  # the CLI exits 1
        ok = False
    ready[folder] = ok
    failed += 0 if ok else 1
if as_json:
    import json
    print(json.dumps(ready))
else:
    print(f"{len(folders)} environments, {failed} not ready")
