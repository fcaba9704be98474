"""``classify``, ``run`` and ``verify`` of a serving contract (``sparse_cli.contract.serving``): the page
walk against JAX's and vLLM's over random batches of its static shape, and the kernel against
the float64 reference on random ragged batches in JAX's TPU interpreter."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import numpy as np
from rich.console import Console
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.options import Request
from sparse_cli.cli.results import ServingClassifyResult, ServingRunResult, ServingVerifyResult
from sparse_cli.contract.serving import ServingContract
from sparse_cli.targets import TARGETS

#: Random batches ``classify`` walks; ``verify`` checks a few in the interpreter, shortened to
#: at most ``VERIFY_CONTEXT`` tokens per sequence (the mask, heads and pages are the contract's).
CLASSIFY_BATCHES = 32
CLASSIFY_SEED = 0  # one fixed sample, so classify prints the same figures every time
VERIFY_BATCHES = 3
VERIFY_CONTEXT = 2048


def classify(contracts: list[ServingContract], json_output: bool, check: bool) -> None:
    """``classify`` of serving contracts: one result each (one JSON document: a list for several)."""
    from sparse_cli.backends.launches import launch_capacity
    from sparse_cli.serving.measure import page_counter, random_batch, scalar_prefetch_bytes, scalar_prefetch_operands
    from sparse_cli.serving.vmem import serving_vmem

    results = []
    for contract in contracts:
        rng = np.random.default_rng(CLASSIFY_SEED)
        count_pages = page_counter(contract)
        counts = [count_pages(random_batch(contract, rng)) for _ in range(CLASSIFY_BATCHES)]
        walks = counts[0].keys()
        spread = {walk: sorted(c[walk] for c in counts) for walk in walks}
        shape = contract.shape
        results.append(ServingClassifyResult(
            contract=contract.model_dump(mode="json"), batches=CLASSIFY_BATCHES, seed=CLASSIFY_SEED,
            pages={w: {"min": s[0], "median": s[len(s) // 2], "max": s[-1]} for w, s in spread.items()},
            pages_total={w: sum(s) for w, s in spread.items()},
            page_bytes=shape.page_size * 2 * shape.kv_heads * shape.head_dim * (4 if shape.dtype == "float32" else 2),
            smem_bytes=scalar_prefetch_bytes(contract), smem_budget=TARGETS[contract.target].smem_bytes,
            smem_capacity=launch_capacity(TARGETS[contract.target].smem_bytes, scalar_prefetch_operands(contract)),
            vmem_bytes=serving_vmem(contract).bytes, vmem_limit=TARGETS[contract.target].scoped_vmem_bytes))
    out = output.Output(json_output)
    document = results[0] if len(results) == 1 else {"contracts": [r.model_dump(mode="json") for r in results]}
    out.emit(document, lambda console: [_classified(console, result) for result in results])
    if check:
        over = [f"{r.contract['name']}: the walk and page table take {r.smem_bytes['ours']:,} bytes of scalar prefetch, over the "
                f"{r.smem_capacity:,} a launch may hold of {r.contract['target']}'s {r.smem_budget:,} (the compiler pads each operand "
                "and keeps SMEM of its own)" for r in results if not r.smem_fits]
        over += [f"{r.contract['name']}: the kernel may need up to {r.vmem_bytes / 2**20:.1f} MiB of VMEM, over {r.contract['target']}'s "
                 f"{r.vmem_limit / 2**20:g} MiB scoped limit (fewer queries per block or pages per step need less; compile --deviceless "
                 "gives the compiler's figure)" for r in results if not r.vmem_fits]
        if over:
            raise output.CheckFailed("; ".join(over))


def _classified(console: Console, result: ServingClassifyResult) -> None:
    c = result.contract
    shape = c["shape"]
    console.print(f"[bold]{c['name']}[/]: serving, {shape['num_heads']} query heads / {shape['num_kv_heads'] or shape['num_heads']} "
                  f"kv heads x {shape['head_dim']}, {shape['dtype']}, pages of {shape['page_size']} tokens, up to "
                  f"{shape['max_seqs']} sequences of {shape['context']:,} tokens, {shape['tokens']:,} query tokens per batch")
    table = Table(title=f"KV pages fetched per batch step, {result.batches} random mixed prefill/decode batches (seed {result.seed})",
                  title_justify="left")
    for column in ("walk", "min", "median", "max", "MiB per step (median)", "vs JAX (all batches)"):
        table.add_column(column, justify="left" if column == "walk" else "right")
    names = {"ours": "ours (the mask's pages)", "jax": "JAX's (0 to kv_len)", "vllm_v3": "vLLM TPU v3"}
    for walk, spread in result.pages.items():
        share = result.pages_total[walk] / max(result.pages_total["jax"], 1)
        table.add_row(names[walk], f"{spread['min']:,}", f"{spread['median']:,}", f"{spread['max']:,}",
                      f"{spread['median'] * result.page_bytes / 2**20:,.1f}", f"{share:.4f}x")
    console.print(table)
    smem = result.smem_bytes
    fits = "[green]fits[/]" if result.smem_fits else "[bold red]does not fit[/]"
    console.print(f"Scalar prefetch (SMEM): {fits}: ours {smem['ours']:,} B (page table and per-sequence tables), JAX's {smem['jax']:,} B; "
                  f"{c['target']} holds {result.smem_budget:,} B, of which a launch of ours may use {result.smem_capacity:,}")
    verdict = "[green]fits[/]" if result.vmem_fits else "[bold red]may not fit[/]"
    console.print(f"VMEM: {verdict}, at most {result.vmem_bytes / 2**20:.1f} MiB of the {result.vmem_limit / 2**20:g} MiB scoped limit")


def _interpretable(contract, context: int):
    """``contract`` shortened to ``context`` tokens (whole pages), as ``run`` and ``verify``
    execute it; off a TPU, refused (bad input) when its cache and queries are more elements
    than the interpreter may hold here, with a ``--scale-down`` that fits — or, when not even
    one page does, what else would."""
    from sparse_cli.execution.api import on_tpu
    from sparse_cli.execution.executable import INTERPRET_MAX_ELEMENTS
    from sparse_cli.serving.measure import cache_elements, fitting_context, shortened

    executed = shortened(contract, context)
    elements = cache_elements(executed)
    if on_tpu() or elements <= INTERPRET_MAX_ELEMENTS:
        return executed
    shape, fits = executed.shape, fitting_context(contract, INTERPRET_MAX_ELEMENTS)
    way_out = (f"add --scale-down {fits} to run it at {fits:,} tokens of context" if fits else
               f"not even one page ({shape.page_size} tokens) of context fits: write a contract with fewer sequences "
               f"({shape.max_seqs}), heads ({shape.num_heads} query, {shape.kv_heads} kv), a smaller head_dim ({shape.head_dim}) "
               f"or fewer batched tokens ({shape.tokens}), or run it on a TPU")
    raise output.UsageError(f"{contract.name}: a cache of {shape.max_seqs} sequences of {shape.context:,} tokens and its "
                             f"queries are {elements:,} elements, too many to execute in interpret mode here "
                             f"(limit {INTERPRET_MAX_ELEMENTS:,}); {way_out}")


@dataclass(frozen=True)
class ServingTarget:
    """A serving contract that ``run`` or ``verify`` is pointed at: random ragged batches of its
    shape through the serving kernel, as ``request`` asked (a serving contract runs on its own:
    the options of a training contract are refused)."""

    contract: ServingContract
    request: Request

    def run(self, steps: int, warmup: int, seed: int) -> None:
        """Random batches of the contract's shape (or at ``--scale-down`` tokens of context),
        timed, compiled once."""
        from sparse_cli.serving.measure import timed_run

        self._alone("runs", "--steps, --warmup, --scale-down, --seed and --json")
        context = self.contract.shape.context
        contract = _interpretable(self.contract, min(self.request.scale_down or context, context))
        out = output.Output(self.request.json_output)
        with out.progress() as progress:
            task = progress.add_task(f"{contract.name}: {steps} random batches", total=steps)
            timed = timed_run(contract, steps, warmup, seed, lambda done: progress.update(task, completed=done))
        ordered = sorted(timed.seconds)
        median = lambda walk: statistics.median_low(p[walk] for p in timed.pages)  # a batch's own count of pages
        result = ServingRunResult(contract=contract.model_dump(mode="json"), execution=timed.execution, device=timed.device,
                                  steps=steps, warmup=warmup, seed=seed, median_seconds=statistics.median(ordered),
                                  min_seconds=ordered[0], max_seconds=ordered[-1], compilations=timed.compilations,
                                  pages_median={walk: median(walk) for walk in ("ours", "jax")}, kernels=timed.kernels,
                                  evidence=timed.evidence)
        out.emit(result, lambda console: _ran(console, result))
        if result.compilations != 1:
            raise output.CheckFailed(f"{contract.name}: the serving program compiled {result.compilations} times; expected once")

    def verify(self, seed: int) -> None:
        """Random ragged batches against the float64 reference, at most ``VERIFY_CONTEXT`` (or
        ``--scale-down``) tokens of context per sequence."""
        from sparse_cli.serving.measure import TOLERANCE, max_error, random_batch

        self._alone("is verified", "--seed, --scale-down and --json")
        contract = self.contract
        context = min(contract.shape.context, self.request.scale_down or VERIFY_CONTEXT)
        context = _interpretable(contract, context).shape.context
        tolerance = TOLERANCE[contract.shape.dtype]
        out = output.Output(self.request.json_output)
        rng = np.random.default_rng(seed)
        checked = []
        with out.progress() as progress:
            progress.add_task(f"{contract.name}: {VERIFY_BATCHES} random batches in the TPU interpreter and the float64 reference", total=None)
            for _ in range(VERIFY_BATCHES):
                batch = random_batch(contract, rng, context)
                error = max_error(contract, batch, rng, context)
                checked.append({"sequences": len(batch.kv_lens), "query_tokens": int(batch.q_lens.sum()),
                                "kv_tokens": int(batch.kv_lens.sum()), "max_error": error, "passed": error <= tolerance})
        verdict = ServingVerifyResult(contract=contract.model_dump(mode="json"), seed=seed, context=context, tolerance=tolerance,
                                      batches=checked, passed=all(b["passed"] for b in checked))
        out.emit(verdict, lambda console: _verified(console, verdict))
        if not verdict.passed:
            raise output.CheckFailed(f"{contract.name}: the serving kernel differs from the float64 reference by more than {tolerance:g}")

    def _alone(self, verb: str, options: str) -> None:
        """Refuse the options a serving contract does not take (``options`` are those it does)."""
        if self.request.training_only:
            raise output.UsageError(f"a serving contract {verb} on its own: only {options} apply")


def _ran(console: Console, result: ServingRunResult) -> None:
    label = "on a TPU" if result.execution == "native" else "in JAX's TPU interpreter on this machine (not a TPU time)"
    console.print(f"[bold]{result.contract['name']}[/]: {result.steps} random batches {label}, {result.device}")
    console.print(f"step time median {result.median_seconds * 1e3:,.2f} ms (min {result.min_seconds * 1e3:,.2f}, max "
                  f"{result.max_seconds * 1e3:,.2f}); compiled {result.compilations} time(s); KV pages per step (median): "
                  f"ours {result.pages_median['ours']:,}, JAX's walk {result.pages_median['jax']:,}")
    console.print(f"receipt: {', '.join(result.kernels) or 'no kernel'} ({result.evidence})")


def _verified(console: Console, verdict: ServingVerifyResult) -> None:
    c = verdict.contract
    table = Table(title=f"{c['name']}: ragged paged attention against float64, sequences up to {verdict.context:,} tokens "
                        f"(seed {verdict.seed})", title_justify="left")
    for column in ("batch", "sequences", "query tokens", "kv tokens", "max |error|", "result"):
        table.add_column(column, justify="right")
    for number, b in enumerate(verdict.batches, start=1):
        table.add_row(str(number), str(b["sequences"]), f"{b['query_tokens']:,}", f"{b['kv_tokens']:,}", f"{b['max_error']:.2e}",
                      "pass" if b["passed"] else "[red]FAIL[/]")
    console.print(table)
    console.print(f"tolerance {verdict.tolerance:g} ({c['shape']['dtype']}); " + ("passed" if verdict.passed else "[red]failed[/]"))
