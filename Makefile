# 安全综合预警平台 — the two front-door commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

VENV    := .venv
PY      := $(VENV)/bin/python
PORT    ?= 8000
PG_URL  ?= postgresql+psycopg://postgres@127.0.0.1:5432/test
REDIS_TEST_URL ?= redis://127.0.0.1:6379/15
# The PostgreSQL run has a Redis database of its own: `make test-backend` runs both suites at once.
REDIS_PG_TEST_URL ?= redis://127.0.0.1:6379/14
export PYTHONUNBUFFERED := 1

.PHONY: run test install install-backend lock audit install-frontend install-browser build lint typecheck \
        test-backend test-backend-sqlite test-backend-pg test-frontend test-e2e services bench bench-scale \
        bench-load bench-site bench-chart bench-ingest bench-alarm bench-workflow fuzz audit-available clean \
        api-types

## ---------- setup ----------
install: install-backend install-frontend

# Exactly the versions (and file hashes) of backend/requirements.lock, then the package itself without
# dependencies: a fresh checkout installs what was tested.
$(VENV)/.stamp: backend/pyproject.toml backend/requirements.lock
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --require-hashes -r backend/requirements.lock
	$(PY) -m pip install -q --no-deps -e backend
	touch $@

install-backend: $(VENV)/.stamp

frontend/node_modules/.stamp: frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	touch $@

install-frontend: frontend/node_modules/.stamp

# Debian's Chromium for the browser flows (Playwright drives it through executable_path).
install-browser:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk) ; \
	fi

build: install-frontend
	cd frontend && npx vite build

## ---------- run ----------
# The server and, once it answers, the device simulator beside it (sitesafe/sim/launch.py): SIMULATE=0
# serves alone, SIMULATE=mqtt simulates over MQTT instead of HTTP: MQTT_URL's broker, or else the project's own
# Mosquitto (authentication + ACLs, var/mqtt, port 1884), started with the server.
SIMULATE ?= 1
run: install build
	mkdir -p var
	SIMULATE=$(SIMULATE) $(PY) -m sitesafe.sim.launch --port $(PORT)

## ---------- quality ----------
lint: install
	$(VENV)/bin/ruff check backend e2e bench fuzz tools
	$(VENV)/bin/ruff format --check backend e2e bench fuzz tools
	cd backend && ../$(VENV)/bin/mypy src/sitesafe/core src/sitesafe/crud src/sitesafe/modules/system/codegen src/sitesafe/modules/gen
	cd backend && PYTHONPATH=src ../$(VENV)/bin/lint-imports --no-cache
	cd frontend && npx tsc -p tsconfig.json --noEmit
	cd frontend && npx eslint src
	$(PY) tools/openapi_types.py --check

# The console's wire types (frontend/src/api/schema.gen.ts) from the server's OpenAPI document: run it
# after changing a schema and commit the result (`make lint` fails while the two disagree).
api-types: install
	$(PY) tools/openapi_types.py

## ---------- services (PostgreSQL, Redis and the project's Mosquitto MQTT broker) ----------
# The broker refuses anonymous clients (sitesafe/sim/broker.py, stdlib only: no venv needed); the platform's
# credentials are in var/mqtt/credentials.json, the tests start one of their own.
services:
	@pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start
	@for i in $$(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
	@redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
	@for i in $$(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
	@command -v mosquitto >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto)
	@python3 backend/src/sitesafe/sim/broker.py --dir var/mqtt

## ---------- tests ----------
PYTEST_SQLITE := cd backend && TEST_REDIS_URL=$(REDIS_TEST_URL) ../$(PY) -m pytest -p no:cacheprovider
PYTEST_PG     := cd backend && TEST_DATABASE_URL=$(PG_URL) TEST_REDIS_URL=$(REDIS_PG_TEST_URL) ../$(PY) -m pytest -p no:cacheprovider

test-backend-sqlite: install-backend services
	$(PYTEST_SQLITE)

test-backend-pg: install-backend services
	$(PYTEST_PG)

# Both at once (they share nothing; see tools/side_by_side.py): about the longer of the two, not their sum.
test-backend: install-backend services
	$(PY) tools/side_by_side.py "sqlite=$(PYTEST_SQLITE)" "postgresql=$(PYTEST_PG)"

test-frontend: install-frontend
	cd frontend && npx vitest run

test-e2e: install install-browser build
	$(PY) -m pytest e2e -q

test: install install-browser lint test-backend test-frontend test-e2e audit-available

# Known vulnerabilities of the pinned back-end dependencies (pip-audit) and of the console's runtime
# packages (npm audit): a reported one fails. `make audit` also fails when a vulnerability service cannot
# be reached; inside `make test` that is printed as NOT CHECKED (CI's registries may be mirrors without it).
audit: install
	$(PY) tools/audit.py --require-service

audit-available: install
	$(PY) tools/audit.py

# Re-pins the back end's dependencies (newest versions pyproject.toml allows) with their hashes.
lock: install
	cd backend && ../$(PY) -m piptools compile --quiet --upgrade --generate-hashes --allow-unsafe --strip-extras \
	  --extra dev --no-emit-index-url --no-emit-find-links -o requirements.lock pyproject.toml

## ---------- fuzzing (a separate target: not part of `make test`) ----------
# schemathesis (pinned in backend[dev]) over every operation of the OpenAPI document, against a started
# server on its own SQLite database, as superAdmin and as the ordinary user demo: no server error, every
# answer as documented. FUZZ_EXAMPLES bounds the examples per operation (a few minutes in all).
FUZZ_EXAMPLES ?= 10
fuzz: install-backend
	$(PY) fuzz/run.py --examples $(FUZZ_EXAMPLES)

## ---------- benchmarks ----------
bench: install install-browser build
	@command -v wrk >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk)
	$(PY) bench/run_all.py
	$(PY) bench/import_contention.py

# 100,000 users and 1,000,000 operation-log rows, on SQLite and on the local PostgreSQL (database
# bench_scale): page latencies and the export of every user (seeded once, then reused).
bench-scale: install services
	$(PY) bench/admin_scale.py --db both

# 50 signed-in sessions at once on the local PostgreSQL + Redis: p50/p99 and errors per call. The
# database (BENCH_DATABASE_URL, default bench_load) and Redis database (BENCH_REDIS_URL, default 14) are
# emptied first.
bench-load: install services
	@command -v wrk >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk)
	$(PY) bench/session_load.py

# 100,000 workers and 5,000,000 clock records in one project, on SQLite and on the local PostgreSQL
# (database bench_site): record pages, daily roster and a team's monthly sheet (loaded once, then reused);
# then 100,000 workers (database bench_people): the worker pages and an import of 1,000.
# The 30-day chart query of one device (10-s readings, one-minute aggregates) on SQLite and PostgreSQL:
# p50/p99 per range against a raw-readings baseline (goal < 200 ms).
bench-chart: install services
	$(PY) bench/chart_query.py --db both

bench-site: install services
	$(PY) bench/site_scale.py --db both
	@psql -h 127.0.0.1 -U postgres -d test -tAc "SELECT 1 FROM pg_database WHERE datname='bench_people'" | grep -q 1 \
	  || psql -h 127.0.0.1 -U postgres -d test -c "CREATE DATABASE bench_people"
	$(PY) bench/site_people.py --db both --pg-url postgresql+psycopg://postgres@127.0.0.1:5432/bench_people

# Sustained ingestion of device readings into one server process (HTTP batches and MQTT through a Mosquitto
# of the bench's own), 500 devices, on SQLite and on the local PostgreSQL (database bench_ingest,
# recreated): readings/s and the server's CPU. docs/scaling.md has the figures.
bench-ingest: install services
	$(PY) bench/ingest.py --db both

# Alarm latency (bench/alarm_latency.py): from a crane reading over 90 % moment to the `alarm` event on the
# live stream, idle and while the server ingests the goal rate of background readings (HTTP batches from
# several processes); PostgreSQL database sim_bench (emptied first) + Redis db 7 (BENCH_REDIS_URL).
bench-alarm: install services
	$(PY) bench/alarm_latency.py --db pg

# The workflow runtime: task completion with 100,000 open tasks and the to-do page over 1,000,000 task rows,
# each against a baseline of 1,000 open tasks measured in the same run (SQLite, then PostgreSQL database
# bench_workflow, dropped and created again).
bench-workflow: install services
	$(PY) bench/workflow.py --db both --pg-url postgresql+psycopg://postgres@127.0.0.1:5432/bench_workflow

clean:
	rm -rf var frontend/dist frontend/dist-bench
