"""Engine operations (back, jump, end, add-sign, delete-sign) on small BPMN files, without tables."""

from pathlib import Path
from typing import Any

import pytest
from SpiffWorkflow.bpmn import BpmnWorkflow
from SpiffWorkflow.bpmn.parser import BpmnParser
from SpiffWorkflow.bpmn.serializer import BpmnWorkflowSerializer
from SpiffWorkflow.util.task import TaskState

from sitesafe.modules.workflow.engine import ops

HERE = Path(__file__).parent / "wf_bpmn"


def start(name: str) -> BpmnWorkflow:
    parser = BpmnParser()
    parser.add_bpmn_file(str(HERE / f"{name}.bpmn"))
    wf = BpmnWorkflow(parser.get_spec(name))
    wf.do_engine_steps()
    return wf


def ready(wf: BpmnWorkflow) -> list[Any]:
    return wf.get_tasks(state=TaskState.READY)


def ready_nodes(wf: BpmnWorkflow) -> list[str]:
    return sorted(t.task_spec.bpmn_id for t in ready(wf))


def task_of(wf: BpmnWorkflow, node: str, signer: str | None = None) -> Any:
    found = [
        t
        for t in ready(wf)
        if t.task_spec.bpmn_id == node and (signer is None or t.data.get("signer") == signer)
    ]
    assert len(found) == 1, (node, signer, ready_nodes(wf))
    return found[0]


def run(wf: BpmnWorkflow, node: str, signer: str | None = None, **data: Any) -> None:
    task = task_of(wf, node, signer)
    task.data.update(data)
    task.run()
    wf.do_engine_steps()


def to_signing(name: str = "linear_mi") -> BpmnWorkflow:
    wf = start(name)
    run(wf, "apply", signers=["u1", "u2", "u3"], days=5)
    run(wf, "leader")
    return wf


def roundtrip(wf: BpmnWorkflow) -> BpmnWorkflow:
    serializer = BpmnWorkflowSerializer()
    return serializer.deserialize_json(serializer.serialize_json(wf))


def refused(reason: str, fn: Any, *args: Any) -> None:
    with pytest.raises(ops.OpRefused) as caught:
        fn(*args)
    assert caught.value.reason == reason


def test_depths_mark_parallel_branches() -> None:
    wf = start("parallel")
    depths = ops.parallel_depths(wf.spec)
    assert depths["apply"] == depths["split"] == depths["join"] == depths["manager"] == 0
    assert depths["safety"] == depths["tech"] == depths["tech2"] == 1
    assert ops.jump_targets(wf) == ["apply", "manager"]


def test_back_to_a_visited_node_strips_instance_variables() -> None:
    wf = to_signing()
    run(wf, "sign", "u1")
    current = task_of(wf, "sign", "u2")
    assert ops.back_targets(wf, current.id) == ["apply", "leader"]
    ops.back(wf, current.id, "leader")
    assert ready_nodes(wf) == ["leader"]
    leader = task_of(wf, "leader")
    assert "signer" not in leader.data and leader.data["signers"] == ["u1", "u2", "u3"]
    run(wf, "leader")
    assert len(ready(wf)) == 3


def test_back_refuses_unvisited_and_unknown_nodes() -> None:
    wf = to_signing()
    current = task_of(wf, "sign", "u1")
    refused("not_visited", ops.back, wf, current.id, "archive")
    refused("unknown_node", ops.back, wf, current.id, "nowhere")


def test_back_into_a_parallel_branch_is_refused_but_the_split_is_allowed() -> None:
    wf = start("parallel")
    run(wf, "apply")
    run(wf, "tech")
    run(wf, "safety")
    run(wf, "tech2")
    manager = task_of(wf, "manager")
    assert ops.back_targets(wf, manager.id) == ["apply", "split"]
    refused("parallel_branch", ops.back, wf, manager.id, "safety")
    refused("parallel_branch", ops.back, wf, manager.id, "tech2")
    ops.back(wf, manager.id, "split")
    assert ready_nodes(wf) == ["safety", "tech"]
    run(wf, "safety")
    run(wf, "tech")
    run(wf, "tech2")
    assert ready_nodes(wf) == ["manager"]


def test_back_from_inside_a_branch_cancels_the_sibling_branch() -> None:
    wf = start("parallel")
    run(wf, "apply")
    run(wf, "tech")
    ops.back(wf, task_of(wf, "tech2").id, "apply")
    assert ready_nodes(wf) == ["apply"]
    run(wf, "apply")
    assert ready_nodes(wf) == ["safety", "tech"]


def test_jump_forward_grafts_the_target_and_the_instance_finishes() -> None:
    wf = start("linear_mi")
    apply = task_of(wf, "apply")
    assert ops.jump(wf, apply.id, "archive") == "forward"
    assert ready_nodes(wf) == ["archive"]
    wf = roundtrip(wf)
    run(wf, "archive")
    assert wf.completed


def test_jump_forward_out_of_a_parallel_branch_cancels_the_other_branch() -> None:
    wf = start("parallel")
    run(wf, "apply")
    run(wf, "tech")
    assert ops.jump(wf, task_of(wf, "tech2").id, "manager") == "forward"
    assert ready_nodes(wf) == ["manager"]
    run(wf, "manager")
    assert wf.completed


def test_jump_forward_onto_a_countersign_node_creates_its_instances() -> None:
    wf = start("linear_mi")
    apply = task_of(wf, "apply")
    apply.data["signers"] = ["u7", "u8"]
    ops.jump(wf, apply.id, "sign")
    assert sorted(t.data["signer"] for t in ready(wf)) == ["u7", "u8"]


def test_jump_backward_from_a_countersign_instance() -> None:
    wf = to_signing()
    run(wf, "sign", "u1")
    assert ops.jump(wf, task_of(wf, "sign", "u3").id, "apply") == "back"
    assert ready_nodes(wf) == ["apply"]
    assert "signer" not in task_of(wf, "apply").data


def test_jump_refuses_parallel_branches_gateways_and_the_same_node() -> None:
    wf = start("parallel")
    apply = task_of(wf, "apply")
    refused("parallel_branch", ops.jump, wf, apply.id, "tech2")
    refused("not_user_task", ops.jump, wf, apply.id, "join")
    refused("same_node", ops.jump, wf, apply.id, "apply")
    refused("unknown_node", ops.jump, wf, apply.id, "nowhere")


def test_end_cancels_every_open_task() -> None:
    wf = to_signing()
    ops.end(wf)
    assert ready(wf) == []
    assert wf.is_completed()


def test_add_signers_to_a_countersign_node() -> None:
    wf = to_signing()
    run(wf, "sign", "u1")
    added = ops.add_signers(wf, task_of(wf, "sign", "u2").id, ["u4"])
    assert [t.data["signer"] for t in added] == ["u4"]
    wf = roundtrip(wf)
    for signer in ("u2", "u3"):
        run(wf, "sign", signer)
    assert ready_nodes(wf) == ["sign"]
    run(wf, "sign", "u4")
    assert ready_nodes(wf) == ["archive"]


def test_add_signers_refused_outside_a_countersign_node() -> None:
    wf = start("linear_mi")
    refused("not_multi", ops.add_signers, wf, task_of(wf, "apply").id, ["u4"])


def test_remove_pending_signers_and_the_node_completes_when_the_rest_are_done() -> None:
    wf = to_signing()
    u3 = task_of(wf, "sign", "u3")
    assert ops.remove_signers(wf, [u3.id]) is False
    run(wf, "sign", "u1")
    u2 = task_of(wf, "sign", "u2")
    assert [t.id for t in ops.pending_instances(wf, u2.id)] == [u2.id]
    wf = roundtrip(wf)
    run(wf, "sign", "u2")
    assert ready_nodes(wf) == ["archive"]


def test_removing_the_last_pending_signer_after_others_signed_completes_the_node() -> None:
    wf = to_signing()
    run(wf, "sign", "u1")
    run(wf, "sign", "u2")
    assert ops.remove_signers(wf, [task_of(wf, "sign", "u3").id]) is True
    assert ready_nodes(wf) == ["archive"]


def test_remove_signers_refusals() -> None:
    wf = to_signing()
    done = task_of(wf, "sign", "u1")
    run(wf, "sign", "u1")
    refused("not_pending", ops.remove_signers, wf, [done.id])
    refused("not_multi", ops.remove_signers, wf, [])
    wf2 = to_signing()
    every = [t.id for t in ready(wf2)]
    refused("last_signer", ops.remove_signers, wf2, every)
    assert len(ready(wf2)) == 3
    wf3 = start("linear_mi")
    refused("not_multi", ops.remove_signers, wf3, [task_of(wf3, "apply").id])


def test_sequential_countersign_add_and_remove() -> None:
    wf = to_signing("seq_mi")
    assert [t.data["signer"] for t in ready(wf)] == ["u1"]
    ops.add_signers(wf, task_of(wf, "sign").id, ["u4"])
    run(wf, "sign", "u1", opinion="同意")
    ops.remove_signers(wf, [task_of(wf, "sign", "u2").id])
    assert [t.data["signer"] for t in ready(wf)] == ["u3"]
    run(wf, "sign", "u3", opinion="同意")
    wf = roundtrip(wf)
    run(wf, "sign", "u4", opinion="同意")
    assert ready_nodes(wf) == ["archive"]
    assert task_of(wf, "archive").data["opinions"] == ["同意", "同意", "同意"]


def test_finish_multi_cancels_the_pending_instances() -> None:
    wf = to_signing()
    run(wf, "sign", "u1")
    ops.finish_multi(wf, task_of(wf, "sign", "u2").id)
    assert ready_nodes(wf) == ["archive"]
