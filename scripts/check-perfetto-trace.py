#!/usr/bin/env python3
"""Reads a LayerLab `export perfetto` file with Perfetto's own trace schema and checks it.

Usage: scripts/check-perfetto-trace.py FILE.pftrace

Decodes the file as a `perfetto.protos.Trace` with the schema the `perfetto` package on PyPI
ships (perfetto.protos.perfetto.trace.perfetto_trace_pb2: Perfetto's compiled trace protos,
not LayerLab's), so a field LayerLab numbered wrongly shows up here as the wrong field or an
unknown one. The frame timeline (`FrameTimelineEvent`) is an extension of TracePacket, field 76,
that this compiled schema does not include; it is decoded from the wire below with the field
numbers of google/perfetto
protos/third_party/android/frameworks/native/tracing/frameworks_native_trace_packet.proto.

Checks what a trace reader relies on, and prints a JSON summary (tracks, slice counts, the
frame timeline's frames) for the caller to compare with what the model recorded. Any broken
rule is listed under "errors". Exit status 0 when decoding worked (errors or not), 2 when the
perfetto package is missing (the caller skips), 1 when the file does not decode.
"""

import json
import struct
import sys

try:
    from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb
    from google.protobuf import unknown_fields
except ImportError as error:  # the caller skips with this message
    print(f"perfetto python package missing: {error}; pip install perfetto protobuf", file=sys.stderr)
    sys.exit(2)

# frameworks_native_trace_packet.proto: `extend perfetto.protos.TracePacket { optional
# FrameTimelineEvent frame_timeline_event = 76; }` and FrameTimelineEvent's `oneof event`.
FRAME_TIMELINE_EVENT = 76
EVENT_KINDS = {
    1: "expected_display_frame_start",
    2: "actual_display_frame_start",
    3: "expected_surface_frame_start",
    4: "actual_surface_frame_start",
    5: "frame_end",
}
# Field numbers of each start message (same file), name -> number.
SURFACE_FIELDS = {
    "cookie": 1, "token": 2, "display_frame_token": 3, "pid": 4, "layer_name": 5,
    "present_type": 6, "on_time_finish": 7, "gpu_composition": 8, "jank_type": 9,
    "prediction_type": 10, "is_buffer": 11, "present_delay_millis": 13,
}
DISPLAY_FIELDS = {
    "cookie": 1, "token": 2, "pid": 3, "present_type": 4, "on_time_finish": 5,
    "gpu_composition": 6, "jank_type": 7, "prediction_type": 8, "present_delay_millis": 10,
}
STRING_FIELDS = {"layer_name"}
FLOAT_FIELDS = {"present_delay_millis"}


def varint(data, at):
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def fields(data):
    """(number, wire type, value) of each field of a serialized message."""
    at = 0
    while at < len(data):
        key, at = varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = varint(data, at)
        elif wire == 1:
            value, at = data[at:at + 8], at + 8
        elif wire == 2:
            size, at = varint(data, at)
            value, at = data[at:at + size], at + size
        elif wire == 5:
            value, at = data[at:at + 4], at + 4
        else:
            raise ValueError(f"wire type {wire} in a FrameTimelineEvent")
        yield number, wire, value


def signed(value):
    return value - (1 << 64) if value >= 1 << 63 else value


def decode_start(data, numbers):
    by_number = {number: name for name, number in numbers.items()}
    result = {}
    for number, _, value in fields(data):
        name = by_number.get(number)
        if name is None:
            result.setdefault("unknown_fields", []).append(number)
        elif name in STRING_FIELDS:
            result[name] = value.decode()
        elif name in FLOAT_FIELDS:
            result[name] = round(struct.unpack("<f", value)[0], 3)
        else:
            result[name] = signed(value)
    return result


def main(path):
    trace = pb.Trace()
    with open(path, "rb") as file:
        trace.ParseFromString(file.read())
    errors = []
    tracks = {}
    counter_tracks = set()
    processes = {}
    stacks = {}
    slices = {}
    flows = {}
    terminated = {}
    open_frames = {}
    frames = {"surface": {}, "display": {}}
    last_ts = None
    for index, packet in enumerate(trace.packet):
        if packet.trusted_packet_sequence_id != 1:
            errors.append(f"packet {index}: sequence {packet.trusted_packet_sequence_id}")
        unknown = [f.field_number for f in unknown_fields.UnknownFieldSet(packet)]
        if packet.HasField("track_descriptor"):
            track = packet.track_descriptor
            if track.uuid in tracks:
                errors.append(f"track {track.uuid} described twice")
            if track.HasField("thread"):
                tracks[track.uuid] = track.thread.thread_name
                if track.thread.pid not in processes:
                    errors.append(f"thread track {track.thread.thread_name} before its process")
            elif track.HasField("process"):
                tracks[track.uuid] = track.process.process_name
                processes[track.process.pid] = track.process.process_name
            else:
                tracks[track.uuid] = track.name
            if track.HasField("counter"):
                counter_tracks.add(track.uuid)
            continue
        if not packet.HasField("timestamp"):
            errors.append(f"packet {index}: no timestamp")
        if last_ts is not None and packet.timestamp < last_ts:
            errors.append(f"packet {index}: time goes back")
        last_ts = packet.timestamp
        if packet.HasField("track_event"):
            event = packet.track_event
            uuid = event.track_uuid
            if uuid not in tracks:
                errors.append(f"packet {index}: event on undeclared track {uuid}")
                continue
            kind = pb.TrackEvent.Type.Name(event.type)
            if (kind == "TYPE_COUNTER") != (uuid in counter_tracks):
                errors.append(f"packet {index}: {kind} on track {tracks[uuid]}")
            if kind == "TYPE_SLICE_BEGIN":
                stacks.setdefault(uuid, []).append(event.name)
                slices[tracks[uuid]] = slices.get(tracks[uuid], 0) + 1
                for flow in event.flow_ids:
                    flows[flow] = flows.get(flow, 0) + 1
                for flow in event.terminating_flow_ids:
                    terminated[flow] = terminated.get(flow, 0) + 1
            elif kind == "TYPE_SLICE_END":
                if not stacks.get(uuid):
                    errors.append(f"packet {index}: slice end with none open on {tracks[uuid]}")
                else:
                    stacks[uuid].pop()
            elif kind == "TYPE_COUNTER":
                if not event.HasField("counter_value") and not event.HasField("double_counter_value"):
                    errors.append(f"packet {index}: counter without a value")
        elif FRAME_TIMELINE_EVENT in unknown:
            for field in unknown_fields.UnknownFieldSet(packet):
                if field.field_number != FRAME_TIMELINE_EVENT:
                    continue
                for number, _, value in fields(field.data):
                    kind = EVENT_KINDS.get(number)
                    if kind is None:
                        errors.append(f"packet {index}: frame timeline event field {number}")
                    elif kind == "frame_end":
                        cookie = dict((n, v) for n, _, v in fields(value)).get(1)
                        if cookie not in open_frames:
                            errors.append(f"packet {index}: FrameEnd for unknown cookie {cookie}")
                            continue
                        side, which, token = open_frames.pop(cookie)
                        frames[side][token][which]["end"] = packet.timestamp
                    else:
                        side = "surface" if "surface" in kind else "display"
                        which = "expected" if kind.startswith("expected") else "actual"
                        start = decode_start(value, SURFACE_FIELDS if side == "surface" else DISPLAY_FIELDS)
                        start["start"] = start.get("start", packet.timestamp)
                        if "cookie" not in start or "token" not in start or "pid" not in start:
                            errors.append(f"packet {index}: {kind} lacks cookie, token or pid")
                            continue
                        if side == "surface" and "display_frame_token" not in start:
                            errors.append(f"packet {index}: {kind} lacks display_frame_token")
                        if start["cookie"] in open_frames:
                            errors.append(f"packet {index}: cookie {start['cookie']} reused")
                        if start["pid"] not in processes:
                            errors.append(f"packet {index}: {kind} for undeclared pid {start['pid']}")
                        frame = frames[side].setdefault(start["token"], {})
                        if which in frame:
                            errors.append(f"{side} frame {start['token']}: two {which} slices")
                        frame[which] = start
                        open_frames[start["cookie"]] = (side, which, start["token"])
        else:
            errors.append(f"packet {index}: neither a track, a track event nor a frame event")
    for uuid, stack in stacks.items():
        if stack:
            errors.append(f"{len(stack)} slices left open on {tracks[uuid]}")
    for cookie in open_frames:
        errors.append(f"frame cookie {cookie} never ended")
    for flow, count in flows.items():
        if terminated.get(flow, 0) != 1:
            errors.append(f"flow {flow} terminated {terminated.get(flow, 0)} times")
    for flow in terminated:
        if flow not in flows:
            errors.append(f"flow {flow} ends without a start")
    for side, by_token in frames.items():
        for token, frame in by_token.items():
            for which in ("expected", "actual"):
                if which not in frame:
                    errors.append(f"{side} frame {token} has no {which} slice")
    summary = {
        "errors": errors,
        "processes": {str(pid): name for pid, name in sorted(processes.items())},
        "tracks": sorted(set(tracks.values())),
        "counters": sorted(tracks[uuid] for uuid in counter_tracks),
        "slices": slices,
        "flows": len(flows),
        "frames": {side: [by_token[token] for token in sorted(by_token)] for side, by_token in frames.items()},
    }
    json.dump(summary, sys.stdout, sort_keys=True)
    print()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.splitlines()[2], file=sys.stderr)
        sys.exit(64)
    try:
        main(sys.argv[1])
    except Exception as error:  # a file that does not decode
        print(f"check-perfetto-trace: {error}", file=sys.stderr)
        sys.exit(1)
