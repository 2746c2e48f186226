// What text layout needs besides SDL_ttf: fontconfig to find a font that has a character
// (Debian: libfontconfig-dev), FriBidi for the bidirectional algorithm (libfribidi-dev), and
// HarfBuzz's Unicode script property (libharfbuzz-dev, which libsdl2-ttf-dev already pulls in; SDL_ttf
// shapes with the same library).
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <harfbuzz/hb.h>

// FRIBIDI_PAR_ON is a macro expression Swift does not import: the paragraph's direction comes from
// its first strong character (rule P2), left to right when it has none.
static inline FriBidiParType ctext_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
