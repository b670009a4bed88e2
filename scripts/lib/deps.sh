# shellcheck shell=bash
# Shared set-up for scripts/layerlab and scripts/test (sourced, not run).
#
# The README promises that those two commands are all a fresh Debian machine needs, so this
# file finds the Swift toolchain and installs the few system packages the build links against.
# Everything it prints goes to stderr: scripts/layerlab's stdout belongs to the session.

# What the build needs: libedit (the prompt), Pango and Cairo (the pixels), libjpeg-turbo (JPEG
# photos), pkg-config (how SwiftPM finds them) and DejaVu (the default font, so renders match on every machine), plus the
# fallback fonts Pango picks for what DejaVu lacks: WenQuanYi Micro Hei for CJK and Noto Color
# Emoji for emoji (without them such labels draw boxes and the render tests fail).
LAYERLAB_APT_PACKAGES=(libedit-dev libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev pkg-config
  fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji)

layerlab_note() { printf 'scripts/%s: %s\n' "${0##*/}" "$*" >&2; }
layerlab_die() {
  layerlab_note "error: $*"
  exit 1
}

# Puts Swift on PATH: the Debian images we target unpack the toolchain in /opt/swift.
layerlab_ensure_swift() {
  if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    PATH="/opt/swift/usr/bin:$PATH"
    export PATH
  fi
  command -v swift >/dev/null 2>&1 ||
    layerlab_die "swift not found on PATH or in /opt/swift/usr/bin; install Swift 6.3 or later from swift.org"
  # Package.swift says swift-tools-version:6.3, the toolchain the project is built and tested
  # with; an older one would fail on the manifest with a less helpful message.
  local version
  version="$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' | head -n 1)"
  if [[ -n $version ]]; then
    local major="${version%%.*}" minor="${version#*.}"
    if ((major < 6 || (major == 6 && minor < 3))); then
      layerlab_die "swift $version found; LayerLab needs Swift 6.3 or later (swift.org)"
    fi
  fi
}

# True when the DejaVu fonts are installed. `grep >/dev/null` rather than `grep -q`: -q exits at
# the first match, fc-list then dies of SIGPIPE, and under `pipefail` that reads as "missing".
layerlab_have_dejavu() {
  if command -v fc-list >/dev/null 2>&1; then
    fc-list 2>/dev/null | grep -i dejavu >/dev/null
  else
    [[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]]
  fi
}

# True when the CJK and emoji fallback fonts are installed. fc-list runs once and its output is
# captured, so neither grep can cut it short; without fc-list the font files are checked.
layerlab_have_fallback_fonts() {
  if command -v fc-list >/dev/null 2>&1; then
    local fonts
    fonts="$(fc-list 2>/dev/null)" || return 1
    grep -i "WenQuanYi" >/dev/null <<<"$fonts" &&
      grep -i "Noto Color Emoji" >/dev/null <<<"$fonts"
  else
    [[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc &&
      -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]]
  fi
}

# True when every library and the fonts are present, so the common case costs a few quick checks.
layerlab_have_deps() {
  command -v pkg-config >/dev/null 2>&1 &&
    pkg-config --exists pangocairo libedit libjpeg &&
    layerlab_have_dejavu &&
    layerlab_have_fallback_fonts
}

# Installs the missing packages with apt-get (through sudo when not root), or explains in one
# line what to install when it cannot. apt's own output goes to stderr with everything else.
layerlab_ensure_deps() {
  layerlab_have_deps && return 0
  local packages="${LAYERLAB_APT_PACKAGES[*]}"
  local -a sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 ||
      layerlab_die "missing system packages; as root run: apt-get install -y $packages"
    sudo=(sudo)
  fi
  command -v apt-get >/dev/null 2>&1 ||
    layerlab_die "missing system packages and no apt-get; install the equivalents of: $packages"
  layerlab_note "installing missing system packages: $packages"
  {
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${LAYERLAB_APT_PACKAGES[@]}"
  } >&2 || layerlab_die "could not install system packages; run: apt-get install -y $packages"
  layerlab_have_deps ||
    layerlab_die "system packages still missing after apt-get; need: $packages"
}
