"""Which package versions produced something — a plan, a receipt, a locked program — read from
installed metadata (nothing is imported, so planning stays jax-free)."""

from __future__ import annotations

import platform
import shlex
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version

#: This project's distribution on PyPI (``sparse-cli`` there is an unrelated project); it
#: installs the ``sparse_cli`` package and the ``sparse-cli`` command.
DISTRIBUTION = "tpu-sparse-cli"
#: What a plan or a receipt records, by import name.
RUNTIME_PACKAGES = ("sparse_cli", "jax", "jaxlib", "numpy")
#: What a TPU program's hash depends on: jax and jaxlib for an export (which never touches
#: libtpu), plus libtpu for a program compiled against a TPU topology.
EXPORT_PACKAGES = ("jax", "jaxlib")
COMPILER_PACKAGES = (*EXPORT_PACKAGES, "libtpu")
#: What a lock records of the environment it was made in: the programs' packages and this one.
ENVIRONMENT_PACKAGES = ("sparse_cli", *COMPILER_PACKAGES)


def package_versions(packages: Iterable[str]) -> dict[str, str | None]:
    """``{import name: version}`` of packages named by import name (None when not installed),
    e.g. ``{"sparse_cli": "0.1.0"}``."""
    found: dict[str, str | None] = {}
    for package in packages:
        try:
            found[package] = version(DISTRIBUTION if package == "sparse_cli" else package)
        except PackageNotFoundError:
            found[package] = None
    return found


def environment() -> dict[str, str | None]:
    """The exact environment programs are lowered in here: Python and ``ENVIRONMENT_PACKAGES``."""
    return {"python": platform.python_version(), **package_versions(ENVIRONMENT_PACKAGES)}


def pip_install(environment: dict[str, str | None], packages: Iterable[str]) -> str:
    """The one ``pip install`` line that installs ``packages`` (import names) at
    ``environment``'s versions (Python itself is not pip's: say it beside the line)."""
    pins = [f"{DISTRIBUTION if name == 'sparse_cli' else name}=={environment[name]}" for name in packages if environment.get(name)]
    return "pip install " + " ".join(shlex.quote(pin) for pin in pins)
