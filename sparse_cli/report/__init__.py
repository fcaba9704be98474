"""What a plan costs as a given backend runs it: the SMEM verdict, launches and grid steps,
FLOPs, the roofline model and a model file's totals. Plans (``planner``) are data; the
backends own their programs; this layer reads both and never runs anything."""

from sparse_cli.report.program import PassProgram, ProgramReport, program_report

__all__ = ["PassProgram", "ProgramReport", "program_report"]
