"""The package's layers import one way, read from the code itself (every import statement,
inside functions and ``TYPE_CHECKING`` blocks too): each module imports only modules of its own
layer or of layers below it, nothing imports in a circle, backends never import each other and
a backend's own modules (its kernels, schedule, mesh program) are imported only inside it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support.contracts import ROOT

PACKAGE = ROOT / "sparse_cli"
#: Bottom to top; a module belongs to the first entry whose prefix names it (the package's own
#: ``__init__`` is the public facade over every layer and is not placed). ARCHITECTURE.md
#: describes each layer.
LAYERS = (
    ("base", ("arguments", "resources", "files", "versions", "hardware", "targets", "lowered", "mesh")),
    ("spec", ("masks", "contract", "reference")),
    ("planner", ("planner", "artifacts", "plan_cache")),
    ("backends", ("backends",)),
    ("report", ("report", "render")),
    ("execution", ("execution", "serving", "sources", "splash", "nn", "torch")),
    ("audit", ("audit",)),
    ("cli", ("cli", "__main__")),
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports_of(name: str) -> set[str]:
    """The package's modules ``name`` imports anywhere in its file (a ``from X import Y`` of a
    submodule ``Y`` counts as importing ``X.Y``)."""
    path = MODULES[name]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = ".".join(anchor[: len(anchor) - node.level + 1] + ([node.module] if node.module else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        else:
            continue
        found |= {target for target in targets if target in MODULES and target != name}
    return found


def layer_of(name: str) -> int | None:
    relative = name.removeprefix("sparse_cli.")
    for index, (_, prefixes) in enumerate(LAYERS):
        if any(relative == prefix or relative.startswith(prefix + ".") for prefix in prefixes):
            return index
    return None


GRAPH = {name: imports_of(name) for name in MODULES}


def test_every_module_has_a_layer():
    unplaced = sorted(name for name in MODULES if name != "sparse_cli" and layer_of(name) is None)
    assert not unplaced, f"place these modules in a layer of tests/test_layers.py (and ARCHITECTURE.md): {unplaced}"


@pytest.mark.parametrize("name", sorted(name for name in MODULES if name != "sparse_cli"))
def test_imports_run_down_only(name):
    upward = sorted(target for target in GRAPH[name] if target != "sparse_cli" and layer_of(target) > layer_of(name))
    below = LAYERS[layer_of(name)][0]
    assert not upward, f"{name} ({below} layer) imports {upward} from layers above it"
    assert "sparse_cli" not in GRAPH[name], f"{name} imports the package facade; import the module that defines the name"


def test_no_import_circles():
    """Tarjan's strongly connected components over the whole import graph: each must be one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        on_stack.add(name)
        for target in GRAPH[name]:
            if target not in index:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in on_stack:
                low[name] = min(low[name], index[target])
        if low[name] == index[name]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == name:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for name in sorted(GRAPH):
        if name not in index:
            visit(name)
    assert not circles, f"import circles: {circles}"


#: The kernel core every kernel family imports (``backends.kernel_core``: scores, the online
#: softmax): a package of its own, no backend's.
KERNEL_CORE = "sparse_cli.backends.kernel_core"


def backend_of(name: str) -> str | None:
    """The backend a module belongs to (``sparse_cli.backends.<backend>`` and below), if any."""
    parts = name.split(".")
    shared = ("base", "choice", "registry", "launches", "vmem", KERNEL_CORE.rsplit(".", 1)[1])
    if len(parts) >= 3 and parts[:2] == ["sparse_cli", "backends"] and parts[2] not in shared:
        return parts[2]
    return None


def in_kernel_core(name: str) -> bool:
    return name == KERNEL_CORE or name.startswith(KERNEL_CORE + ".")


def test_the_kernel_core_is_shared_by_both_kernel_families():
    """The training kernels and the serving kernel import the kernel core, and it imports no
    backend, no kernel and nothing above the spec layer but itself: what both families share
    lives there once."""
    core = sorted(name for name in MODULES if in_kernel_core(name))
    assert core, f"{KERNEL_CORE} is missing"
    for name in core:
        outside = sorted(t for t in GRAPH[name] if not in_kernel_core(t) and layer_of(t) > layer_of("sparse_cli.masks"))
        assert not outside, f"{name} imports {outside}: the kernel core stands on the base and spec layers alone"
    for family in ("sparse_cli.backends.pallas", "sparse_cli.serving"):
        users = [name for name in MODULES if name.startswith(family + ".") and any(in_kernel_core(t) for t in GRAPH[name])]
        assert users, f"no module of {family} imports the kernel core"


#: Who may import a backend's own module (``sparse_cli.backends.<backend>``): the registry that
#: names it, and the public facade's re-exports.
BACKEND_IMPORTERS = ("sparse_cli.backends.registry", "sparse_cli")


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_backends_modules_are_imported_only_inside_it(name):
    """Backends never import each other, and nothing outside a backend reaches into it: the
    rest of the code asks the backend object, from the registry."""
    for target in GRAPH[name]:
        owner = backend_of(target)
        if owner is None or owner == backend_of(name):
            continue
        inside = target != f"sparse_cli.backends.{owner}"  # its kernels, schedule, mesh program
        assert not inside and name in BACKEND_IMPORTERS, (
            f"{name} imports {target}: a backend's modules are imported only inside its own package"
            + ("" if inside else f", and the backend itself only by {' and '.join(BACKEND_IMPORTERS)}"))
