#!/usr/bin/env bash
# Package the one-dir bundle (dist/Jackaroo, made by `pyinstaller jackaroo.spec`) for Linux:
#
#   dist/jackaroo_<version>_<arch>.deb             installs under /opt/jackaroo (docs/packaging.md)
#   dist/jackaroo-<version>-linux-<arch>.tar.gz    the bundle, with LICENSE and THIRD-PARTY-NOTICES
#
#     bash scripts/make_deb.sh [--bundle DIR] [--out DIR] [--no-tar]
#
# DEB_COMPRESSION chooses dpkg-deb's compression: "xz" (the default: 33 MB, about a minute here) or
# "zstd" (42 MB in 7 s, for CI; dpkg 1.21.18+ and Ubuntu 21.10+ read it).
# Needs dpkg-deb and dpkg (Debian, Ubuntu), and a Python with PySide6 to draw the icons (PYTHON,
# default: .venv/bin/python if there is one, else python3).  The package's Depends are the
# distribution packages of the system libraries the bundle loads (found with ldd and dpkg -S; a
# library this machine lacks is named by its soname, Debian style: libxcb-cursor.so.0 ->
# libxcb-cursor0), and libc6 at least the newest GLIBC symbol version the bundle uses (objdump):
# the package installs on the build machine's release and later ones.  Prints the two files and
# their sizes.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
BUNDLE=dist/Jackaroo
OUT=dist
TAR=1
while (($#)); do
    case "$1" in
    --bundle) BUNDLE="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --no-tar) TAR=0; shift ;;
    *) echo "make_deb: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "${PYTHON:-}" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
[ -x "$BUNDLE/Jackaroo" ] || { echo "make_deb: no bundle at $BUNDLE (pyinstaller jackaroo.spec)" >&2; exit 1; }

APP_ID=io.github.jackaroo.Jackaroo
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(dpkg --print-architecture)
# the release date of the metadata: the last commit's, so the package is the same on every build
DATE=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
ICON_SIZES="16 24 32 48 64 128 256 512"

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
PKG="$STAGE/jackaroo"

# -- files --------------------------------------------------------------------------------------------
install -d "$PKG/opt/jackaroo" "$PKG/usr/bin" "$PKG/usr/share/applications" "$PKG/usr/share/metainfo" \
    "$PKG/usr/share/mime/packages" "$PKG/usr/share/doc/jackaroo" "$PKG/DEBIAN"
cp -a "$BUNDLE/." "$PKG/opt/jackaroo/"
ln -s /opt/jackaroo/Jackaroo "$PKG/usr/bin/jackaroo"
install -m 644 "packaging/linux/$APP_ID.desktop" "$PKG/usr/share/applications/$APP_ID.desktop"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$DATE/" "packaging/linux/$APP_ID.metainfo.xml.in" \
    >"$PKG/usr/share/metainfo/$APP_ID.metainfo.xml"
install -m 644 "packaging/linux/$APP_ID.mime.xml" "$PKG/usr/share/mime/packages/$APP_ID.xml"
# shellcheck disable=SC2046  # one --size per icon size
QT_QPA_PLATFORM=offscreen "$PYTHON" scripts/make_icon.py $(printf -- '--size %s ' $ICON_SIZES) \
    --out "$PKG/usr/share/icons/hicolor/{size}x{size}/apps/$APP_ID.png" >/dev/null
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Jackaroo"
    echo
    echo "Files: *"
    echo "Copyright: 2026 The Jackaroo authors"
    echo "License: MIT"
    echo
    echo "Files: opt/jackaroo/_internal/PySide6/* opt/jackaroo/_internal/shiboken6/*"
    echo "Copyright: The Qt Company Ltd. and other contributors"
    echo "License: LGPL-3.0-only"
    echo " See THIRD-PARTY-NOTICES below and /usr/share/common-licenses/LGPL-3."
    echo
    echo "License: MIT"
    sed -e 's/^$/./' -e 's/^/ /' LICENSE
    echo
    echo "Comment: THIRD-PARTY-NOTICES follows."
    sed -e 's/^$/./' -e 's/^/ /' THIRD-PARTY-NOTICES
} >"$PKG/usr/share/doc/jackaroo/copyright"
chmod -R u+rwX,go+rX,go-w "$PKG"

# -- Depends: the packages of the system libraries the bundle loads -----------------------------------
internal="$PKG/opt/jackaroo/_internal"
library_path="$internal:$internal/PySide6/Qt/lib:$internal/PySide6:$internal/shiboken6"
declare -A packages=()
missing_sonames=()
system_paths=()
while IFS= read -r line; do
    case "$line" in
    *"=> not found"*) missing_sonames+=("$(echo "$line" | awk '{print $1}')") ;;
    *"=> /"*)
        path=$(echo "$line" | awk '{print $3}')
        case "$path" in "$PKG"/*) continue ;; esac
        # dpkg knows each file under one name: as ldd found it, resolved, or across merged /usr
        real=$(readlink -f "$path")
        system_paths+=("$path" "$real" "/usr${real#/usr}" "${real#/usr}")
        ;;
    esac
done < <(find "$PKG/opt/jackaroo" -type f \( -name '*.so*' -o -name Jackaroo \) -print0 |
    xargs -0 env LD_LIBRARY_PATH="$library_path" ldd 2>/dev/null | sort -u)
if ((${#system_paths[@]})); then
    while IFS= read -r owner; do
        packages["${owner%%:*}"]=1
    done < <(printf '%s\n' "${system_paths[@]}" | sort -u | xargs dpkg -S 2>/dev/null | cut -d' ' -f1 |
        tr -d ',' | sort -u)
fi
for soname in $(printf '%s\n' "${missing_sonames[@]}" | sort -u); do
    stem=${soname%%.so*}
    number=${soname##*.so.}
    number=${number%%.*}
    if [[ "$stem" =~ [0-9]$ ]]; then name="$stem-$number"; else name="$stem$number"; fi
    name=$(echo "$name" | tr '[:upper:]_' '[:lower:]-')
    echo "make_deb: $soname is not on this machine; depending on $name"
    packages["$name"]=1
done
# the C library: at least the newest symbol version any of the bundle's programs asks for
glibc=$(find "$PKG/opt/jackaroo" -type f \( -name '*.so*' -o -name Jackaroo \) -print0 |
    xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
unset 'packages[libc6]'
DEPENDS=$(printf '%s\n' "libc6 (>= ${glibc:-2.17})" "${!packages[@]}" | sort | paste -sd, | sed 's/,/, /g')
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
cat >"$PKG/DEBIAN/control" <<EOF
Package: jackaroo
Version: $VERSION
Architecture: $ARCH
Maintainer: The Jackaroo authors <jackaroo@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Section: games
Priority: optional
Description: the Gulf's marble-and-card race game
 Jackaroo is a race of marbles around a board, moved by cards: one player
 against three CPU players of three strengths, or friends on one computer,
 with hidden traps and the Burner and Saver wild cards, or the traditional
 rules in teams of two.
 .
 This package holds the self-contained desktop bundle under /opt/jackaroo,
 the jackaroo command, its menu entry, icons and file types.
EOF

# -- build ------------------------------------------------------------------------------------------
mkdir -p "$OUT"
DEB="$OUT/jackaroo_${VERSION}_${ARCH}.deb"
case "${DEB_COMPRESSION:-xz}" in
xz) compression=(-Zxz -z6) ;;
zstd) compression=(-Zzstd -z9) ;;
*) echo "make_deb: DEB_COMPRESSION must be xz or zstd" >&2; exit 2 ;;
esac
dpkg-deb --root-owner-group "${compression[@]}" --build "$PKG" "$DEB" >/dev/null
echo "make_deb: $DEB $(du -m "$DEB" | cut -f1) MB (installed $((INSTALLED_KB / 1024)) MB); Depends: $DEPENDS"
if ((TAR)); then
    TGZ="$OUT/jackaroo-${VERSION}-linux-${ARCH}.tar.gz"
    top="jackaroo-$VERSION"
    tar -czf "$TGZ" --owner=0 --group=0 \
        --transform "s,^Jackaroo\$,$top,;s,^Jackaroo/,$top/,;s,^LICENSE\$,$top/LICENSE,;s,^THIRD-PARTY-NOTICES\$,$top/THIRD-PARTY-NOTICES," \
        -C "$(dirname "$BUNDLE")" "$(basename "$BUNDLE")" -C "$ROOT" LICENSE THIRD-PARTY-NOTICES
    echo "make_deb: $TGZ $(du -m "$TGZ" | cut -f1) MB"
fi
