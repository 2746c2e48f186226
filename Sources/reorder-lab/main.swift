import ReorderLabCLI

// Every command, the window's and the study's included, is ReorderLabCLI's (its table in CLI.swift).
ReorderLabCLI.runProcess()
