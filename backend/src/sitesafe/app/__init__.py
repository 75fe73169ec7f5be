"""The composition root beside `main.py` and `cli.py`: what joins the modules together (the ports'
implementations, tenant provisioning, the MQTT worker's process). Nothing below imports it."""
