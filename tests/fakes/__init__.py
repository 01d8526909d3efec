"""Local servers that speak the platforms' APIs on loopback, for the adapters' tests."""
