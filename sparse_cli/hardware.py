"""Whether this machine could have an accelerator, found without importing jax.

Once libtpu is installed, jax probes for a TPU when its backends start, and on a machine without
one libtpu prints ``E0000 ... unexpected worker hostname`` lines to stderr. The command line skips
that probe when the machine visibly has no accelerator and the user chose no platform.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path

#: The PCI vendor of TPU chips, as jax's own hardware scan reads it. Every device of this vendor
#: counts, so a TPU generation newer than any list of device ids is never missed.
GOOGLE_PCI_VENDOR = "0x1ae0"
#: Device files of TPU chips (``accel*``) and of the GPUs jax has plugins for.
ACCELERATOR_DEVICE_FILES = ("accel*", "vfio", "nvidia0", "nvidiactl", "dxg", "kfd")


def may_have_accelerator(pci_devices: Path = Path("/sys/bus/pci/devices"), dev: Path = Path("/dev")) -> bool:
    """False only when nothing here could be a TPU or a GPU."""
    for vendor in pci_devices.glob("*/vendor"):
        try:
            if vendor.read_text().strip() == GOOGLE_PCI_VENDOR:
                return True
        except OSError:
            return True  # unreadable: assume the device could be one
    return any(any(dev.glob(pattern)) for pattern in ACCELERATOR_DEVICE_FILES)


def cpu_unless_accelerated(environ: MutableMapping[str, str] = os.environ, **where: Path) -> None:
    """Run jax on the CPU when the user set no ``JAX_PLATFORMS`` and the machine has no
    accelerator; a platform the user chose always stands."""
    if "JAX_PLATFORMS" not in environ and not may_have_accelerator(**where):
        environ["JAX_PLATFORMS"] = "cpu"
