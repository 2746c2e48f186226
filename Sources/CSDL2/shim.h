// SDL2 plus the two satellite libraries the window uses: SDL_ttf for text, SDL_image for PNG
// screenshots (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
