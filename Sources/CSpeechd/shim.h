// libspeechd, the client of speech-dispatcher (the speech service Linux screen readers speak through;
// Debian: libspeechd-dev, pkg-config speech-dispatcher). Only ReorderLabApp's SpeechDispatcher imports it.
#include <libspeechd.h>
