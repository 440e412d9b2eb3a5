#!/bin/bash
# Lay out the second corpus of `make corpus` (projects.txt) under
# BUILD/corpus/src/NAME, each project at its pinned commit.
#
#   tests/corpus/setup.sh [BUILD]
#
# The sources come from local git snapshots of the public repositories, so
# a run needs no network: $CORPUS_MIRROR/OWNER+NAME/repo (a bare git dir
# holding the pinned commit; default /work/.mirror, where a session's
# `fetch` puts them), or $CORPUS_MIRROR/OWNER+NAME as a clone.  A project
# whose snapshot is missing is skipped with a message saying how to get
# it (`git clone https://github.com/OWNER/NAME` into that path where the
# network allows it).  Files the snapshot does not hold (the store leaves
# out files of 4 MiB and more: bcc's vmlinux.h) are skipped; run.sh gives
# the programs the running kernel's vmlinux.h instead.
#
# Needs tests/selftests/setup.sh BUILD first (libbpf 1.5's headers, the
# kernel's vmlinux.h, the loader).  Idempotent.
set -euo pipefail
BUILD=${1:-build}
HERE=$(cd "$(dirname "$0")" && pwd)
MIRROR=${CORPUS_MIRROR:-/work/.mirror}
mkdir -p "$BUILD/corpus/src"
C=$(cd "$BUILD/corpus" && pwd)
log() { echo "corpus setup: $*" >&2; }

while read -r name repo commit; do
	case $name in '#'* | '') continue ;; esac
	dst=$C/src/$name
	if [ "$(cat "$dst/.commit" 2>/dev/null)" = "$commit" ]; then
		continue
	fi
	git=
	for d in "$MIRROR/${repo/\//+}/repo" "$MIRROR/${repo/\//+}"; do
		if git --git-dir="$d" cat-file -e "$commit^{commit}" 2>/dev/null; then
			git=$d
		elif git -C "$d" cat-file -e "$commit^{commit}" 2>/dev/null; then
			git=$(git -C "$d" rev-parse --absolute-git-dir)
		fi
		[ -n "$git" ] && break
	done
	if [ -z "$git" ]; then
		log "$name: no snapshot of $repo holding $commit under $MIRROR; skipped" \
			"(git clone https://github.com/$repo $MIRROR/${repo/\//+} where the network allows)"
		continue
	fi
	log "$name: $repo at ${commit:0:12}"
	rm -rf "$dst.tmp" && mkdir -p "$dst.tmp"
	# blob by blob: a snapshot may lack its largest files
	git --git-dir="$git" ls-tree -r "$commit" | while read -r mode type obj path; do
		[ "$type" = blob ] || continue
		git --git-dir="$git" cat-file -e "$obj" 2>/dev/null || continue
		mkdir -p "$dst.tmp/$(dirname "$path")"
		if [ "$mode" = 120000 ]; then
			ln -s "$(git --git-dir="$git" cat-file blob "$obj")" "$dst.tmp/$path"
		else
			git --git-dir="$git" cat-file blob "$obj" > "$dst.tmp/$path"
		fi
	done
	echo "$commit" > "$dst.tmp/.commit"
	rm -rf "$dst" && mv "$dst.tmp" "$dst"
done < "$HERE/projects.txt"
