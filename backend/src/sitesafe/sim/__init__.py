"""The device simulator (`python -m sitesafe.cli simulate`): cranes, lifts and environment monitors of the
demo projects send realistic signed readings over HTTP or MQTT (docs/device-protocol.md), other devices
send heartbeats. The generators (crane, lift, environment) are pure functions of a seed and the time; the
runner keeps each device's state and sends."""
